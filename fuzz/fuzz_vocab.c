/* Fuzz target: vocabulary files (--vocab), through cxrt_vocab_load_mem.
 * A loaded vocabulary must map each of its words back to its own id; with
 * its first word as unk it must map every token somewhere; and the input
 * read as sequence data against the frozen vocabulary must not crash. */
#include "fuzz/fuzz.h"

#include <string.h>

int cxfuzz_vocab(const uint8_t *data, size_t size) {
  CxrtVocab *v = cxrt_vocab_new();
  CxrtError err;
  memset(&err, 0, sizeof err);
  if (cxrt_vocab_load_mem(v, (const char *)data, size, "fuzz.vocab", &err) == 0) {
    int32_t n = cxrt_vocab_size(v);
    CXFUZZ_CHECK(n > 0 && cxrt_vocab_frozen(v), "a loaded vocabulary is empty or not frozen");
    for (int32_t id = 0; id < n; id++) {
      const char *w = cxrt_vocab_word(v, id);
      CXFUZZ_CHECK(w && cxrt_vocab_lookup(v, w) == id, "word %d does not map back to its id", id);
    }
    CXFUZZ_CHECK(cxrt_vocab_lookup(v, "\x01 surely not a word \x02") == -1 ||
                 strcmp(cxrt_vocab_word(v, cxrt_vocab_lookup(v, "\x01 surely not a word \x02")),
                        "\x01 surely not a word \x02") == 0,
                 "an unknown word has an id without unk");
    CXFUZZ_CHECK(cxrt_vocab_set_unk(v, cxrt_vocab_word(v, 0), &err) == 0, "the first word cannot be unk: %s", err.msg);
    CXFUZZ_CHECK(cxrt_vocab_lookup(v, "\x01 surely not a word \x02") >= 0, "unk does not catch an unknown word");
    CXFUZZ_CHECK(cxrt_vocab_size(v) == n, "a frozen vocabulary grew");
    CxrtReadOptions o = {CXRT_FMT_SEQ, -1, CXRT_SEQ, 0, 0};
    CxrtDataset d;
    if (cxrt_data_read_mem((const char *)data, size, "fuzz.seq", &o, v, &d, &err) == 0) cxrt_dataset_free(&d);
    CXFUZZ_CHECK(cxrt_vocab_size(v) == n, "reading data grew a frozen vocabulary");
  } else {
    CXFUZZ_CHECK(err.msg[0] != '\0', "a failed load left no message");
    CXFUZZ_CHECK(cxrt_vocab_size(v) == 0 && !cxrt_vocab_frozen(v), "a failed load left words behind");
  }
  cxrt_vocab_free(v);
  return 0;
}

CXFUZZ_TARGET(cxfuzz_vocab)
