/* The compiled-code cache: see jit.h ("the compiled-code cache").
 *
 * An entry is two files in the cache folder, named by the key (the
 * SHA-256 of everything that decides the generated code):
 *   KEY.so    the model compiled to a shared object (libgccjit's
 *             GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY)
 *   KEY.meta  "cortex-cache 1", the key, the SHA-256 and the size of
 *             KEY.so as written
 * Both are written to temporary files in the folder and renamed into
 * place, the .so first: the meta is the commit record, so a reader never
 * sees a half-written entry.  Before anything is loaded: the folder and
 * both files must belong to the current user and be writable by no one
 * else, the meta must name the key, and the .so's content must hash to
 * what the meta recorded.  What is loaded is exactly the bytes that were
 * hashed: they are read once, from the file opened without following a
 * link, hashed in memory and written to a private file of the folder
 * (.load.tmp.XXXXXX, registered so that a signal removes it), and that
 * file is dlopen'ed; loading KEY.so by its path would let a rename over
 * it between the hash and dlopen run another library's constructors
 * (issue 19: 2 runs in 450 did).  The private file is removed once
 * loaded, or with -fdebuginfo kept while the model lives, so that gdb
 * finds it by its path.  An entry that fails is removed (when ours) and
 * compiled again; it is never loaded.
 *
 * Beside the entries, KEY.stats files keep per model (sources and -D
 * values, not options) the last measured time per node of the
 * interpreter and of the compiled code, for the interpreter's hint. */
#include "config.h"

#include "backend/jit/jit_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "lang/base/diag.h"
#include "stdlib/compiled.h"
#include "stdlib/errstr.h"
#include "stdlib/sha256.h"

enum { META_MAX = 4096, SO_MAX = 1 << 30 };
/* A path in the folder: the folder (< PATH_MAX) and a file name. */
#define FILE_PATH_MAX (PATH_MAX + 128)

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ---- the folder ------------------------------------------------------------------- */

bool jit_cache_dir(char *buf, size_t size) {
  const char *env = getenv("CORTEX_CACHE_DIR");
  if (env && *env) return (size_t)snprintf(buf, size, "%s", env) < size;
  env = getenv("XDG_CACHE_HOME");
  if (env && env[0] == '/') return (size_t)snprintf(buf, size, "%s/cortex", env) < size;
  env = getenv("HOME");
  if (env && *env) return (size_t)snprintf(buf, size, "%s/.cache/cortex", env) < size;
  return false;
}

/* Mode and owner rules for the folder and every file: ours, and writable
 * by no one else.  NULL when fine, else why not. */
static const char *bad_owner_mode(const struct stat *st) {
  if (st->st_uid != geteuid()) return "it belongs to another user";
  if (st->st_mode & (S_IWGRP | S_IWOTH)) return "it is writable by group or others";
  return NULL;
}

/* Creates dir (and its missing parents) with mode 0700 and checks it.
 * 0, or -1 with why filled. */
static int ensure_dir(const char *dir, char *why, size_t whylen) {
  char path[PATH_MAX];
  if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path) {
    snprintf(why, whylen, "the path is too long");
    return -1;
  }
  for (char *p = path + 1; *p; p++) {
    if (*p != '/') continue;
    *p = '\0';
    if (mkdir(path, 0700) != 0 && errno != EEXIST) {
      snprintf(why, whylen, "cannot create %s: %s", path, CX_STRERROR(errno));
      return -1;
    }
    *p = '/';
  }
  if (mkdir(path, 0700) != 0 && errno != EEXIST) {
    snprintf(why, whylen, "cannot create it: %s", CX_STRERROR(errno));
    return -1;
  }
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
    snprintf(why, whylen, "it is not a folder");
    return -1;
  }
  const char *bad = bad_owner_mode(&st);
  if (bad) {
    snprintf(why, whylen, "%s (chmod 700 %s)", bad, dir);
    return -1;
  }
  return 0;
}

/* ---- keys ------------------------------------------------------------------------- */

static void hprintf(CxSha256 *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void hprintf(CxSha256 *h, const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  cx_sha256_update(h, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

/* The model: -D values and every source the session loaded, in order. */
static void hash_model(CxSha256 *h, const CxSession *s, const char *extra) {
  hprintf(h, "extra %s\n", extra ? extra : "");
  for (int i = 0; i < s->ndefines; i++) hprintf(h, "define %s=%lld\n", s->defines[i].name, (long long)s->defines[i].value);
  for (int f = 0; f < s->src.nfiles; f++) {
    const CxSourceFile *sf = &s->src.files[f];
    hprintf(h, "file %s %zu\n", sf->path ? sf->path : "", sf->len);
    cx_sha256_update(h, sf->text, sf->len);
    hprintf(h, "\n");
  }
}

void jit_model_hash(const CxSession *s, const char *extra, char hex[65]) {
  CxSha256 h;
  cx_sha256_init(&h);
  hprintf(&h, "cortex-model 1\n");
  hash_model(&h, s, extra);
  uint8_t d[32];
  cx_sha256_final(&h, d);
  cx_sha256_hex(d, hex);
}

void jit_cache_key(const CxSession *s, const JitOptions *o, const char *extra, char hex[65]) {
  CxSha256 h;
  cx_sha256_init(&h);
  hprintf(&h, "cortex-cache-key 1\ncortex %s\nabi %d blob %d\n", PACKAGE_VERSION, CX_ABI_VERSION, CX_BLOB_VERSION);
  hprintf(&h, "frame %s\n", CX_FRAME_SIGNATURE);
  hprintf(&h, "libgccjit %d.%d.%d\n", gcc_jit_version_major(), gcc_jit_version_minor(), gcc_jit_version_patchlevel());
  /* The compiler itself: a rebuilt cortex never reuses an older one's code. */
  struct stat st;
  if (stat("/proc/self/exe", &st) == 0)
    hprintf(&h, "exe %lld %lld.%09ld\n", (long long)st.st_size, (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
  hprintf(&h, "march %s\nopt %d debuginfo %d\n", jit_march(o), o->opt_level, o->debuginfo);
  /* Every option, the LoopOptions included, as bytes: a field added later
   * is part of the key without anyone remembering to add it here (the
   * options are plain values; padding is zero from jit_default_options's
   * memset, and were it not, the cost would be a miss, never a wrong hit).
   * What does not change the code is cleared first. */
  JitOptions k;
  memcpy(&k, o, sizeof k);
  k.march = NULL;
  k.check_nonfinite = false;
  k.print_errors = false;
  k.dump_asm = false;
  k.jobs = 0; /* the parts of a parallel compile compute what one unit does */
  hprintf(&h, "options %zu\n", sizeof k);
  cx_sha256_update(&h, &k, sizeof k);
  hash_model(&h, s, extra);
  uint8_t d[32];
  cx_sha256_final(&h, d);
  cx_sha256_hex(d, hex);
}

/* ---- files ------------------------------------------------------------------------ */

/* Opens a cache file for reading without following a link and checks it:
 * a regular file, ours, writable by no one else, at most max bytes.
 * O_NONBLOCK, so that a FIFO put there is refused instead of blocking the
 * open (reads are preads of a regular file, which never block on it).
 * Returns the fd, -1 when absent (ENOENT), -2 when refused (why set). */
static int open_checked(const char *path, off_t max, struct stat *st, const char **why) {
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    if (errno == ENOENT) return -1;
    *why = errno == ELOOP ? "it is a symbolic link" : "it cannot be opened";
    return -2;
  }
  if (fstat(fd, st) != 0 || !S_ISREG(st->st_mode)) {
    *why = "it is not a regular file";
    close(fd);
    return -2;
  }
  const char *bad = bad_owner_mode(st);
  if (bad) {
    *why = bad;
    close(fd);
    return -2;
  }
  if (st->st_size > max) {
    *why = "it is too large";
    close(fd);
    return -2;
  }
  return fd;
}

static int read_all(int fd, uint8_t *buf, size_t n) {
  size_t done = 0;
  while (done < n) {
    ssize_t k = pread(fd, buf + done, n - done, (off_t)done);
    if (k <= 0) {
      if (k < 0 && errno == EINTR) continue;
      return -1;
    }
    done += (size_t)k;
  }
  return 0;
}

/* Reads size bytes of fd and hashes them: the bytes (malloc'd), or NULL. */
static uint8_t *read_hashed(int fd, size_t size, char hex[65]) {
  uint8_t *buf = malloc(size ? size : 1);
  if (!buf) return NULL;
  if (read_all(fd, buf, size) != 0) {
    free(buf);
    return NULL;
  }
  uint8_t d[32];
  cx_sha256(buf, size, d);
  cx_sha256_hex(d, hex);
  return buf;
}

static int hash_fd(int fd, size_t size, char hex[65]) {
  uint8_t *buf = read_hashed(fd, size, hex);
  free(buf);
  return buf ? 0 : -1;
}

/* Writes n bytes to a new private file of dir (.load.tmp.XXXXXX, mode
 * 0600, registered so that a signal removes it): 0 with *f; or -1. */
static int write_private(const char *dir, const uint8_t *bytes, size_t n, JitFile *f) {
  char base[FILE_PATH_MAX];
  if ((size_t)snprintf(base, sizeof base, "%s/.load", dir) >= sizeof base) return -1;
  int fd = cxrt_temp_create(base, 0600, &f->path, &f->slot);
  if (fd < 0) return -1;
  size_t done = 0;
  int rc = 0;
  while (done < n && rc == 0) {
    ssize_t k = write(fd, bytes + done, n - done);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) rc = -1;
    else done += (size_t)k;
  }
  if (close(fd) != 0) rc = -1;
  if (rc) jit_file_remove(f);
  return rc;
}

static bool owned_by_us(const char *path) {
  struct stat st;
  return lstat(path, &st) == 0 && st.st_uid == geteuid();
}

/* Writes text to path through the runtime's writer: a temporary file in
 * the folder (mode 0600) renamed over path, whatever path is now (a link
 * or a FIFO there is replaced, never followed).  0 or -1. */
static int write_atomic(const char *path, const char *text) {
  CxrtAtomicFile *af = cxrt_atomic_open_ex(path, CXRT_ATOMIC_PRIVATE | CXRT_ATOMIC_REPLACE, NULL);
  if (!af) return -1;
  fputs(text, cxrt_atomic_stream(af));
  return cxrt_atomic_commit(af, NULL);
}

/* ---- entries ---------------------------------------------------------------------- */

typedef enum { ENTRY_LOADED, ENTRY_ABSENT, ENTRY_REJECTED } EntryStatus;

/* Verifies and loads the entry of key.  On ENTRY_REJECTED, why says why.
 * *file: the private copy loaded, kept with debuginfo (for jit_free to
 * remove), else path NULL. */
static EntryStatus load_entry(const char *dir, const char *key, bool debuginfo, void **dl_out, CxrtModelFn *fn_out,
                              JitFile *file, char *why, size_t whylen) {
  char meta_path[FILE_PATH_MAX], so_path[FILE_PATH_MAX];
  snprintf(meta_path, sizeof meta_path, "%s/%s.meta", dir, key);
  snprintf(so_path, sizeof so_path, "%s/%s.so", dir, key);
  *file = (JitFile){NULL, -1};
  struct stat st;
  const char *bad = NULL;
  int mfd = open_checked(meta_path, META_MAX, &st, &bad);
  if (mfd == -1) return ENTRY_ABSENT;
  if (mfd < 0) {
    snprintf(why, whylen, "%s: %s", meta_path, bad);
    return ENTRY_REJECTED;
  }
  char meta[META_MAX + 1];
  int rc = read_all(mfd, (uint8_t *)meta, (size_t)st.st_size);
  close(mfd);
  meta[rc == 0 ? st.st_size : 0] = '\0';
  char mkey[80] = "", mhash[80] = "";
  long long msize = -1;
  int version = 0;
  if (rc || sscanf(meta, "cortex-cache %d\nkey %79s\nsha256 %79s\nsize %lld\n", &version, mkey, mhash, &msize) != 4 ||
      version != 1) {
    snprintf(why, whylen, "%s: it is not a cache record", meta_path);
    return ENTRY_REJECTED;
  }
  if (strcmp(mkey, key) != 0) {
    snprintf(why, whylen, "%s: it records another key", meta_path);
    return ENTRY_REJECTED;
  }
  int sfd = open_checked(so_path, SO_MAX, &st, &bad);
  if (sfd == -1) return ENTRY_ABSENT;
  if (sfd < 0) {
    snprintf(why, whylen, "%s: %s", so_path, bad);
    return ENTRY_REJECTED;
  }
  char hex[65];
  uint8_t *bytes = (long long)st.st_size == msize ? read_hashed(sfd, (size_t)st.st_size, hex) : NULL;
  close(sfd);
  if (!bytes || strcmp(hex, mhash) != 0) {
    free(bytes);
    snprintf(why, whylen, "%s: its content does not match the hash recorded when it was written", so_path);
    return ENTRY_REJECTED;
  }
  /* Exactly the bytes just hashed, in a file only this process knows. */
  rc = write_private(dir, bytes, (size_t)st.st_size, file);
  free(bytes);
  if (rc != 0) {
    snprintf(why, whylen, "cannot write a private copy of %s in %s: %s", so_path, dir, CX_STRERROR(errno));
    return ENTRY_REJECTED;
  }
  char dlwhy[1024];
  void *dl = jit_load_file(file, debuginfo, fn_out, dlwhy, sizeof dlwhy);
  if (!dl) {
    snprintf(why, whylen, "%s: %.200s", so_path, dlwhy);
    return ENTRY_REJECTED;
  }
  *dl_out = dl;
  return ENTRY_LOADED;
}

static void remove_entry(const char *dir, const char *key) {
  char path[FILE_PATH_MAX];
  snprintf(path, sizeof path, "%s/%s.meta", dir, key);
  if (owned_by_us(path)) unlink(path);
  snprintf(path, sizeof path, "%s/%s.so", dir, key);
  if (owned_by_us(path)) unlink(path);
}

/* Temporary files of writers that died (older than an hour, ours). */
static void sweep_temps(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  time_t now = time(NULL);
  for (struct dirent *e = readdir(d); e; e = readdir(d)) {
    if (!strstr(e->d_name, ".tmp.") && strncmp(e->d_name, ".tmp-", 5) != 0) continue;
    char path[FILE_PATH_MAX + 256];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    if (lstat(path, &st) == 0 && st.st_uid == geteuid() && now - st.st_mtime > 3600) unlink(path);
  }
  closedir(d);
}

/* Compiles ctx into the cache as the entry of key.  0, or -1 after
 * reporting (a compile error), a file error (-2, why set) or the signal
 * that stopped the compile (> 0). */
static int store_entry(CxSession *s, const IrProgram *p, const JitOptions *o, LoopProgram **lp, JitCompileInfo *ci,
                       CxLoc loc, const char *dir, const char *key, char *why, size_t whylen) {
  char path[FILE_PATH_MAX];
  snprintf(path, sizeof path, "%s/%s.so", dir, key);
  CxrtError err;
  CxrtAtomicFile *af =
      cxrt_atomic_open_ex(path, CXRT_ATOMIC_EXTERNAL | CXRT_ATOMIC_PRIVATE | CXRT_ATOMIC_REPLACE, &err);
  if (!af) {
    snprintf(why, whylen, "%s", err.msg);
    return -2;
  }
  const char *tmp = cxrt_atomic_temp_path(af);
  char msg[4096];
  int crc = jit_compile_model(s, p, o, NULL, GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY, tmp, NULL, lp, ci, msg, sizeof msg);
  if (crc != 0) {
    cxrt_atomic_abort(af);
    if (crc > 0 || crc == -2) return crc == -2 ? -1 : crc;
    diag_report(&s->diag, DIAG_ERROR, loc, "internal compiler error: libgccjit: compiling the model: %s", msg);
    return -1;
  }
  /* The linker creates its output anew: make it private again. */
  int sfd = open(tmp, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  struct stat st;
  char hex[65];
  if (sfd < 0 || fchmod(sfd, 0600) != 0 || fstat(sfd, &st) != 0 || hash_fd(sfd, (size_t)st.st_size, hex) != 0) {
    snprintf(why, whylen, "cannot read back %s: %s", tmp, CX_STRERROR(errno));
    if (sfd >= 0) close(sfd);
    cxrt_atomic_abort(af);
    return -2;
  }
  close(sfd);
  if (cxrt_atomic_commit(af, &err) != 0) {
    snprintf(why, whylen, "%s", err.msg);
    return -2;
  }
  char meta[512];
  snprintf(meta, sizeof meta, "cortex-cache 1\nkey %s\nsha256 %s\nsize %lld\n", key, hex, (long long)st.st_size);
  snprintf(path, sizeof path, "%s/%s.meta", dir, key);
  if (write_atomic(path, meta) != 0) {
    snprintf(why, whylen, "cannot write %s: %s", path, CX_STRERROR(errno));
    return -2;
  }
  return 0;
}

/* What the compile did, for --time. */
static void cache_info_parts(JitCacheInfo *info, const JitCompileInfo *ci) {
  info->compile_parts = ci->nparts;
  info->compile_cpu_max_ms = info->compile_cpu_ms = 0;
  for (int q = 0; q < ci->nparts && q < JIT_MAX_CHILDREN; q++) {
    info->compile_cpu_ms += ci->part_cpu_ms[q];
    if (ci->part_cpu_ms[q] > info->compile_cpu_max_ms) info->compile_cpu_max_ms = ci->part_cpu_ms[q];
  }
  info->link_ms = ci->link_ms;
  info->link_cpu_ms = ci->link_cpu_ms;
}

JitModel *jit_compile_uncached(CxSession *s, const IrProgram *p, const JitOptions *o, JitCacheInfo *info) {
  if (!info) return jit_compile(s, p, o);
  double t0 = now_ms();
  JitCompileInfo ci;
  JitModel *m = jit_compile_info(s, p, o, &ci);
  info->state = JIT_CACHE_OFF;
  info->compile_ms = now_ms() - t0;
  cache_info_parts(info, &ci);
  return m;
}

JitModel *jit_cache_lookup(CxSession *s, const IrProgram *p, const JitOptions *o, const char *dir, const char *key,
                           bool *rejected, char *why, size_t whylen) {
  void *dl = NULL;
  CxrtModelFn fn = NULL;
  JitFile file;
  EntryStatus st = load_entry(dir, key, o->debuginfo, &dl, &fn, &file, why, whylen);
  *rejected = st == ENTRY_REJECTED;
  if (st != ENTRY_LOADED) return NULL;
  JitModel *m = jit_model_new(s, p, o, NULL, dl, fn, file);
  if (!m) {
    /* jit_model_new reported and closed dl: a description from another
     * build */
    snprintf(why, whylen, "%s/%s.so: its description does not load", dir, key);
    *rejected = true;
  }
  return m;
}

JitModel *jit_compile_cached(CxSession *s, const IrProgram *p, const JitOptions *o, const char *dir_in,
                             const char *extra, JitCacheInfo *info) {
  JitOptions def;
  if (!o) {
    jit_default_options(&def);
    o = &def;
  }
  JitCacheInfo local;
  if (!info) info = &local;
  memset(info, 0, sizeof *info);
  double t0 = now_ms();
  char why[FILE_PATH_MAX + 256] = "";
  /* No cache: where there is no folder, and for the debugging dumps. */
  if (o->dump_asm || !(dir_in ? snprintf(info->dir, sizeof info->dir, "%s", dir_in) < (int)sizeof info->dir
                              : jit_cache_dir(info->dir, sizeof info->dir))) {
    info->state = JIT_CACHE_OFF;
    JitCompileInfo ci;
    JitModel *m = jit_compile_info(s, p, o, &ci);
    cache_info_parts(info, &ci);
    info->compile_ms = now_ms() - t0;
    return m;
  }
  if (ensure_dir(info->dir, why, sizeof why) != 0) {
    diag_warning(&s->diag, cx_noloc, "not using the compiled-code cache %s: %s", info->dir, why);
    info->state = JIT_CACHE_OFF;
    JitCompileInfo ci;
    JitModel *m = jit_compile_info(s, p, o, &ci);
    cache_info_parts(info, &ci);
    info->compile_ms = now_ms() - t0;
    return m;
  }
  jit_cache_key(s, o, extra, info->key);

  bool rejected = false;
  JitModel *hit = jit_cache_lookup(s, p, o, info->dir, info->key, &rejected, why, sizeof why);
  if (hit) {
    info->state = JIT_CACHE_HIT;
    info->lookup_ms = now_ms() - t0;
    return hit;
  }
  void *dl = NULL;
  CxrtModelFn fn = NULL;
  JitFile file = {NULL, -1};
  EntryStatus st = rejected ? ENTRY_REJECTED : ENTRY_ABSENT;
  if (st == ENTRY_REJECTED) {
    diag_warning(&s->diag, cx_noloc, "rejected the cached code %s; compiling the model again", why);
    remove_entry(info->dir, info->key);
  }
  info->state = JIT_CACHE_MISS;
  info->lookup_ms = now_ms() - t0;
  sweep_temps(info->dir);

  double t1 = now_ms();
  LoopProgram *lp = NULL;
  CxLoc loc = p->nbranches ? p->branches[0].loc : cx_noloc;
  JitCompileInfo ci = {0};
  int rc = store_entry(s, p, o, &lp, &ci, loc, info->dir, info->key, why, sizeof why);
  cache_info_parts(info, &ci);
  if (rc == -1 || rc > 0) {
    loop_program_free(lp);
    if (rc > 0) return jit_stopped(s, rc), NULL;
    if (lp) jit_march_note(s, o); /* (no schedule: reported by the scheduler) */
    return NULL;
  }
  if (rc == 0) st = load_entry(info->dir, info->key, o->debuginfo, &dl, &fn, &file, why, sizeof why);
  if (rc != 0 || st != ENTRY_LOADED) {
    /* The folder failed us after all: compile in memory. */
    diag_warning(&s->diag, cx_noloc, "the compiled-code cache failed (%s); compiling in memory", why);
    loop_program_free(lp);
    info->state = JIT_CACHE_OFF;
    JitCompileInfo ci2;
    JitModel *m = jit_compile_info(s, p, o, &ci2);
    cache_info_parts(info, &ci2);
    info->compile_ms = now_ms() - t1;
    return m;
  }
  info->compile_ms = now_ms() - t1;
  return jit_model_new(s, p, o, lp, dl, fn, file);
}

/* ---- statistics for the interpreter's hint ------------------------------------------ */

int jit_stats_read(const char *dir, const char *model_hash, JitStats *st) {
  memset(st, 0, sizeof *st);
  char path[FILE_PATH_MAX];
  snprintf(path, sizeof path, "%s/%s.stats", dir, model_hash);
  struct stat sb;
  const char *bad = NULL;
  int fd = open_checked(path, META_MAX, &sb, &bad);
  if (fd < 0) return -1;
  char text[META_MAX + 1];
  int rc = read_all(fd, (uint8_t *)text, (size_t)sb.st_size);
  close(fd);
  if (rc) return -1;
  text[sb.st_size] = '\0';
  char *save = NULL;
  for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    double v;
    if (sscanf(line, "interp_ns_per_node %lf", &v) == 1 && v > 0) st->interp_ns = v;
    else if (sscanf(line, "jit_ns_per_node %lf", &v) == 1 && v > 0) st->jit_ns = v;
  }
  return 0;
}

int jit_stats_record(const char *dir, const char *model_hash, double interp_ns, double jit_ns) {
  char why[256];
  if (ensure_dir(dir, why, sizeof why) != 0) return -1;
  JitStats st;
  jit_stats_read(dir, model_hash, &st);
  if (interp_ns > 0) st.interp_ns = interp_ns;
  if (jit_ns > 0) st.jit_ns = jit_ns;
  char text[256] = "", path[FILE_PATH_MAX];
  size_t n = 0;
  if (st.interp_ns > 0) n += (size_t)snprintf(text + n, sizeof text - n, "interp_ns_per_node %.3f\n", st.interp_ns);
  if (st.jit_ns > 0) snprintf(text + n, sizeof text - n, "jit_ns_per_node %.3f\n", st.jit_ns);
  snprintf(path, sizeof path, "%s/%s.stats", dir, model_hash);
  return write_atomic(path, text);
}
