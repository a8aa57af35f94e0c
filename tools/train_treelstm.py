#!/usr/bin/python3
"""Train the binary TreeLSTM of examples/treelstm.cx on the Stanford Sentiment
Treebank with PyTorch, and export it for Cortex.

The model is bench/torch_zoo.py:BinaryTreeLSTM: exactly the math of
examples/treelstm.cx (MODELS.md, "TreeLSTM, binary"), with the classifier
W_s h + b_s applied to every node and trained on every phrase label (the SST
standard).  Training uses the level-batched forward (one matmul per level
per weight, several trees per step) and dropout on the word vectors and on
the classifier's input; dropout is the identity at inference, so the trained
weights compute in Cortex exactly what they compute here.

Data (PTB trees, labels 0..4 on every node):
  --train  /work/shared/data/sst/train.txt   (see the note on dev below)
  --dev    /work/shared/data/sst/dev.txt     model selection: best root
                                             fine-grained accuracy
  --test   /work/shared/data/sst/test.txt    reported once, at the end

This copy of train.txt holds 9,645 trees: the usual 8,544 training trees plus
the 1,101 dev trees.  Training on dev would make the dev numbers and the
model selection meaningless, so trees whose sentence is in the dev file are
dropped from training (--keep-dev-overlap keeps them).

Vocabulary: the training words seen at least --min-count (2) times, in order
of first appearance, after `<unk>` (id 0); every other word maps to `<unk>`.
Written one token a line (id = line number - 1), which is what
`cortex run --vocab FILE --unk '<unk>'` reads.

Outputs (in --out, default examples/treelstm_sst/):
  weights.safetensors   the best epoch's weights under MODELS.md's names,
                        written by tools/cortex-export; loads into
                        examples/treelstm.cx with -D H=.. -D V=..
  vocab.txt             the vocabulary
  pytorch_metrics.json  sizes, flags, time, per-epoch dev accuracy, and the
                        dev and test accuracies of the kept weights
and, with --save-pt FILE, `torch.save(model.state_dict(), FILE)` (PyTorch's
names, for tests/pytorch/treelstm_torch.cx and docs/pytorch.md).

Accuracies (root level; tools/sst_accuracy.py computes the same from
`cortex run --format json`): fine-grained = argmax of the 5 logits equals the
root label; binary = on the roots labelled 0, 1 (negative) or 3, 4
(positive), neutral roots excluded, the prediction is positive when
softmax(logits) puts more mass on {3, 4} than on {0, 1}.  Also the
fine-grained accuracy over all phrases (every node).

    env -u OPENBLAS_CORETYPE /usr/bin/python3 tools/train_treelstm.py --epochs 6
"""

import argparse
import collections
import copy
import json
import os
import runpy
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, "bench"))

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import cxdata  # noqa: E402
import torch_zoo  # noqa: E402

UNK = "<unk>"
SST = "/work/shared/data/sst"


def leaves_of(line):
    return " ".join(cxdata.parse_ptb_line(line, cxdata.Vocab()).tokens)


def read_lines(path):
    with open(path, encoding="utf-8-sig") as f:
        return [ln for ln in f.read().splitlines() if ln.strip()]


def build_vocab(lines, min_count):
    counts = collections.Counter()
    order = []
    for ln in lines:
        for w in cxdata.parse_ptb_line(ln, cxdata.Vocab()).tokens:
            if w not in counts:
                order.append(w)
            counts[w] += 1
    if UNK in counts:
        raise SystemExit("the data contains the token %s itself; pick another unk token" % UNK)
    v = cxdata.Vocab()
    v.id(UNK)
    for w in order:
        if counts[w] >= min_count:
            v.id(w)
    v.frozen = True
    v.unk = 0
    return v, counts


def accuracies(model, structs, plan=None):
    """Root fine-grained, root binary (neutral excluded) and all-phrase
    fine-grained accuracy, as fractions, plus the counts."""
    model.eval()
    with torch.no_grad():
        fine = binary = nbin = phr = nphr = 0
        for i in range(0, len(structs), 500):
            chunk = structs[i:i + 500]
            p = torch_zoo.LevelPlan(chunk)
            h, _ = model.states_levels(p)
            logits = model.classifier(h)
            labels = torch.tensor([st.label[j] for st in chunk for j in range(len(st))])
            pos = torch.cat(p.nodes_of)
            pred = logits[pos].argmax(dim=1)
            phr += (pred == labels).sum().item()
            nphr += len(labels)
            for s, st in enumerate(chunk):
                z = logits[p.root_of[s]]
                y = st.label[st.root]
                fine += int(z.argmax().item() == y)
                if y != 2:
                    pr = torch.softmax(z.double(), dim=0)
                    nbin += 1
                    binary += int((pr[3] + pr[4] > pr[0] + pr[1]).item() == (y > 2))
    return {"fine": fine / len(structs), "binary": binary / nbin, "phrases": phr / nphr,
            "roots": len(structs), "binary_roots": nbin, "nodes": nphr}


def train_loss(model, plan, labels, dropout):
    """Level-batched forward with dropout on the word vectors and on the
    classifier's input; mean cross-entropy over every node."""
    H = model.H
    h = torch.zeros(plan.n, H)
    c = torch.zeros(plan.n, H)
    for k, (a, b) in enumerate(plan.levels):
        if k == 0:
            x = F.dropout(model.embedding(plan.field("word", 0)), dropout, True)
            h[a:b], c[a:b] = model.leaf(x)
        else:
            L, R = plan.kids(k, 0), plan.kids(k, 1)
            h[a:b], c[a:b] = model.compose(h[L], c[L], h[R], c[R])
    logits = model.classifier(F.dropout(h, dropout, True))
    return F.cross_entropy(logits, labels)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", default=os.path.join(SST, "train.txt"))
    ap.add_argument("--dev", default=os.path.join(SST, "dev.txt"))
    ap.add_argument("--test", default=os.path.join(SST, "test.txt"))
    ap.add_argument("--keep-dev-overlap", action="store_true",
                    help="train on trees whose sentence is also in --dev")
    ap.add_argument("--out", default=os.path.join(ROOT, "examples", "treelstm_sst"))
    ap.add_argument("--save-pt", help="also torch.save the best state_dict here")
    ap.add_argument("-H", "--hidden", type=int, default=150)
    ap.add_argument("--min-count", type=int, default=2)
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--minutes", type=float, default=13.0,
                    help="stop after the epoch that crosses this much training time")
    ap.add_argument("--batch", type=int, default=25, help="trees per step")
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--weight-decay", type=float, default=0.0)
    ap.add_argument("--dropout", type=float, default=0.5)
    ap.add_argument("--emb-init", type=float, default=0.1,
                    help="word vectors start uniform in [-x, x]")
    ap.add_argument("--max-bytes", type=int, default=8_000_000,
                    help="refuse sizes whose F32 weights exceed this")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1,
                    help="torch.set_num_threads (1: the level matmuls are small, and "
                         "OpenMP threads spin when the other core is busy)")
    ap.add_argument("--limit", type=int, help="only the first N training trees (smoke test)")
    args = ap.parse_args()

    t_all = time.time()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)

    train_lines = read_lines(args.train)
    dev_lines = read_lines(args.dev)
    dropped = 0
    if not args.keep_dev_overlap:
        dev_sents = set(leaves_of(ln) for ln in dev_lines)
        kept = [ln for ln in train_lines if leaves_of(ln) not in dev_sents]
        dropped = len(train_lines) - len(kept)
        train_lines = kept
    if args.limit:
        train_lines = train_lines[:args.limit]
    vocab, counts = build_vocab(train_lines, args.min_count)
    V, H, C = len(vocab), args.hidden, 5
    floats = V * H + 3 * H * H + 10 * H * H + 5 * H + C * H + C
    print("train: %d trees (%d dropped: their sentence is in %s); %d distinct words, "
          "%d seen >= %d times -> V = %d with %s" % (
              len(train_lines), dropped, os.path.basename(args.dev), len(counts),
              V - 1, args.min_count, V, UNK))
    print("H = %d: %d parameters, %.2f MB as F32 (limit %.2f MB)" % (
        H, floats, 4 * floats / 1e6, args.max_bytes / 1e6))
    if 4 * floats > args.max_bytes:
        raise SystemExit("too large: lower -H or raise --min-count")

    train = [cxdata.parse_ptb_line(ln, vocab) for ln in train_lines]
    dev = [cxdata.parse_ptb_line(ln, vocab) for ln in dev_lines]
    for st in train + dev:
        for i, ch in enumerate(st.children):
            if len(ch) not in (0, 2):
                raise SystemExit("a node with %d children: the binary TreeLSTM needs binary trees"
                                 % len(ch))

    heights = [max(st.height()) for st in train]
    model = torch_zoo.BinaryTreeLSTM(V, H, C)
    with torch.no_grad():
        model.embedding.weight.uniform_(-args.emb_init, args.emb_init)
        # Forget gates start open (bias 1), the usual LSTM initialization.
        model.bias[3 * H:].fill_(1.0)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)

    history = []
    best = None
    t_train = time.time()
    for epoch in range(1, args.epochs + 1):
        t0 = time.time()
        model.train()
        # Bucketing: trees of about the same height share a batch (fewer
        # levels per step); random jitter and a shuffled batch order keep
        # the batches different every epoch.
        jitter = torch.rand(len(train)) * 3
        order = sorted(range(len(train)), key=lambda j: heights[j] + jitter[j].item())
        batches = [order[i:i + args.batch] for i in range(0, len(order), args.batch)]
        total, steps = 0.0, 0
        for bi in torch.randperm(len(batches)).tolist():
            batch = [train[j] for j in batches[bi]]
            plan = torch_zoo.LevelPlan(batch, fields=("word", "label"))
            loss = train_loss(model, plan, plan.field("label"), args.dropout)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            opt.step()
            total += loss.item()
            steps += 1
        acc = accuracies(model, dev)
        dt = time.time() - t0
        history.append({"epoch": epoch, "loss": total / steps, "seconds": round(dt, 1),
                        "dev": acc})
        is_best = best is None or acc["fine"] > best[1]["fine"]
        if is_best:
            best = (copy.deepcopy(model.state_dict()), acc, epoch)
        print("epoch %d: loss %.4f, %.0f s; dev root fine %.2f%%, binary %.2f%%, phrases %.2f%%%s"
              % (epoch, total / steps, dt, 100 * acc["fine"], 100 * acc["binary"],
                 100 * acc["phrases"], "  (best)" if is_best else ""))
        sys.stdout.flush()
        if time.time() - t_train > 60 * args.minutes:
            print("time budget of %.0f minutes reached" % args.minutes)
            break
    train_seconds = time.time() - t_train

    model.load_state_dict(best[0])
    test = [cxdata.parse_ptb_line(ln, vocab) for ln in read_lines(args.test)]
    test_acc = accuracies(model, test)
    print("kept epoch %d; test root fine %.2f%%, binary %.2f%%, phrases %.2f%%" % (
        best[2], 100 * test_acc["fine"], 100 * test_acc["binary"], 100 * test_acc["phrases"]))

    os.makedirs(args.out, exist_ok=True)
    vocab.save(os.path.join(args.out, "vocab.txt"))
    exporter = runpy.run_path(os.path.join(HERE, "cortex-export"))
    weights = os.path.join(args.out, "weights.safetensors")
    with tempfile.TemporaryDirectory() as tmp:
        # The user's path: torch.save, then tools/cortex-export on the file.
        pt = os.path.join(tmp, "treelstm_models_md.pt")
        torch.save({k: v.detach().clone().contiguous()
                    for k, v in model.models_md_state_dict().items()}, pt)
        if exporter["main"]([pt, "-o", weights]) != 0:
            raise SystemExit("cortex-export failed")
    if args.save_pt:
        torch.save(model.state_dict(), args.save_pt)
        print("saved the state_dict (PyTorch names) to %s" % args.save_pt)
    flags = "-D H=%d -D V=%d" % (H, V)
    metrics = {
        "model": "examples/treelstm.cx",
        "flags": flags,
        "H": H, "V": V, "C": C, "parameters": floats, "bytes_f32": 4 * floats,
        "train_trees": len(train), "dropped_dev_overlap": dropped, "min_count": args.min_count,
        "optimizer": "Adam lr %g, weight decay %g, dropout %g, batch %d trees, seed %d"
                     % (args.lr, args.weight_decay, args.dropout, args.batch, args.seed),
        "threads": args.threads,
        "train_seconds": round(train_seconds, 1),
        "total_seconds": round(time.time() - t_all, 1),
        "epochs": history, "best_epoch": best[2],
        "dev": best[1], "test": test_acc,
        "torch": torch.__version__,
    }
    with open(os.path.join(args.out, "pytorch_metrics.json"), "w") as f:
        json.dump(metrics, f, indent=1)
        f.write("\n")
    print("wrote %s, %s and pytorch_metrics.json in %s; run with %s (%.0f s in all)" % (
        os.path.basename(weights), "vocab.txt", args.out, flags, time.time() - t_all))
    return 0


if __name__ == "__main__":
    sys.exit(main())
