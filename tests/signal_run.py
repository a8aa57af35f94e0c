#!/usr/bin/env python3
"""signal_run.py SIGNAL TMPDIR CMD...: runs CMD with SIGINT, SIGTERM and
SIGHUP at their default actions (a shell's background job ignores SIGINT),
TMPDIR=TMPDIR, and sends it SIGNAL once its compile has started (a
cortex-jit-* folder appeared in TMPDIR) and has run for half a second.
Prints "status S seconds T": S the exit status as a shell shows it (128 + N
for a death by signal N), T the seconds from the signal to the exit.  A
command that is still running 20 s after the signal is killed (status
"hung"); one whose compile never starts within 60 s is too.

signal_run.py --repl TMPDIR CMD...: CMD is `cortex repl ...` on a
pseudo-terminal; the lines of standard input are typed one by one (each
after the prompt), and a line "^C" is a Ctrl-C typed once the compile has
started (the line before it is typed without waiting for its prompt).
Prints what the terminal showed, then "status S seconds T" (T from the
Ctrl-C to the next prompt)."""
import os
import pty
import select
import signal
import subprocess
import sys
import time


def compiling(tmpdir):
    try:
        return any(n.startswith(("cortex-jit-", "libgccjit-")) for n in os.listdir(tmpdir))
    except OSError:
        return False


def wait_compiling(tmpdir, alive):
    t0 = time.time()
    while not compiling(tmpdir):
        if not alive() or time.time() - t0 > 60:
            return False
        time.sleep(0.02)
    time.sleep(0.5)
    return True


def defaults():
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
        signal.signal(s, signal.SIG_DFL)


def status_of(code):
    return "%d" % (128 - code if code < 0 else code)


def run_signal(sig, tmpdir, cmd):
    env = dict(os.environ, TMPDIR=tmpdir)
    p = subprocess.Popen(cmd, env=env, preexec_fn=defaults, stdout=subprocess.DEVNULL)
    if not wait_compiling(tmpdir, lambda: p.poll() is None):
        p.kill()
        p.wait()
        print("status never-compiled seconds 0")
        return
    t0 = time.time()
    p.send_signal(getattr(signal, "SIG" + sig))
    try:
        code = p.wait(timeout=20)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        print("status hung seconds %.3f" % (time.time() - t0))
        return
    print("status %s seconds %.3f" % (status_of(code), time.time() - t0))


def run_repl(tmpdir, cmd):
    lines = [l.rstrip("\n") for l in sys.stdin]
    home = tmpdir.rstrip("/") + ".home"  # the history file: not in TMPDIR
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, TMPDIR=tmpdir, TERM="dumb", HOME=home, XDG_STATE_HOME=home)
    pid, fd = pty.fork()
    if pid == 0:
        defaults()
        os.execvpe(cmd[0], cmd, env)
    shown = []

    def read_until(pred, timeout):
        t0 = time.time()
        while time.time() - t0 < timeout:
            r, _, _ = select.select([fd], [], [], 0.05)
            if r:
                try:
                    data = os.read(fd, 4096)
                except OSError:
                    return False
                if not data:
                    return False
                shown.append(data.decode("utf-8", "replace"))
            if pred():
                return True
        return False

    prompts = lambda: "".join(shown).count("cx> ")
    seconds = None
    ok = read_until(lambda: prompts() >= 1, 30)
    for i, line in enumerate(lines):
        if not ok:
            break
        n = prompts()
        if i + 1 < len(lines) and lines[i + 1] == "^C":  # the line that compiles: no prompt yet
            os.write(fd, line.encode() + b"\r")
        elif line == "^C":
            ok = wait_compiling(tmpdir, lambda: True)
            t0 = time.time()
            os.write(fd, b"\x03")
            ok = ok and read_until(lambda: prompts() > n, 20)
            seconds = time.time() - t0
        else:
            os.write(fd, line.encode() + b"\r")
            ok = read_until(lambda: prompts() > n or line == ":quit", 120 if line != ":quit" else 0.2)
    t0 = time.time()
    wpid = 0
    while wpid == 0 and time.time() - t0 < 10:
        read_until(lambda: False, 0.1)
        try:
            wpid, st = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            wpid = -1
    try:
        if wpid == 0:
            os.kill(pid, signal.SIGKILL)
            _, st = os.waitpid(pid, 0)
            code = "hung"
        elif wpid < 0:
            code = "lost"
        else:
            code = status_of(os.waitstatus_to_exitcode(st))
    except ChildProcessError:
        code = "lost"
    sys.stdout.write("".join(shown).replace("\r", ""))
    print("\nstatus %s seconds %.3f" % (code, seconds if seconds is not None else -1))


if sys.argv[1] == "--repl":
    run_repl(sys.argv[2], sys.argv[3:])
else:
    run_signal(sys.argv[1], sys.argv[2], sys.argv[3:])
