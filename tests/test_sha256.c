/* SHA-256 (stdlib/sha256.c) against the FIPS 180-4 / NIST example vectors,
 * fed whole and in every split, and the hex form. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "stdlib/sha256.h"

static void expect_hex(const void *data, size_t len, const char *want) {
  uint8_t d[32];
  char hex[65];
  cx_sha256(data, len, d);
  cx_sha256_hex(d, hex);
  assert_string_equal(hex, want);
  /* The same through update in two parts, at every split. */
  for (size_t cut = 0; cut <= len && len < 200; cut++) {
    CxSha256 c;
    cx_sha256_init(&c);
    cx_sha256_update(&c, data, cut);
    cx_sha256_update(&c, (const uint8_t *)data + cut, len - cut);
    cx_sha256_final(&c, d);
    cx_sha256_hex(d, hex);
    assert_string_equal(hex, want);
  }
}

static void test_vectors(void **state) {
  (void)state;
  expect_hex("", 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  expect_hex("abc", 3, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  const char *m448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
  expect_hex(m448, strlen(m448), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  const char *m896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
  expect_hex(m896, strlen(m896), "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  /* Lengths around the padding boundary (55, 56, 63, 64 bytes of 'a'). */
  char a[130];
  memset(a, 'a', sizeof a);
  expect_hex(a, 55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  expect_hex(a, 56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  expect_hex(a, 64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
}

static void test_million_a(void **state) {
  (void)state;
  /* One million 'a', in chunks of 1000. */
  char chunk[1000];
  memset(chunk, 'a', sizeof chunk);
  CxSha256 c;
  cx_sha256_init(&c);
  for (int i = 0; i < 1000; i++) cx_sha256_update(&c, chunk, sizeof chunk);
  uint8_t d[32];
  char hex[65];
  cx_sha256_final(&c, d);
  cx_sha256_hex(d, hex);
  assert_string_equal(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_vectors),
      cmocka_unit_test(test_million_a),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
