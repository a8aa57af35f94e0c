/* SHA-256 (FIPS 180-4), small and dependency-free: the compiled-code
 * cache keys its entries and checks their contents with it.  Not part of
 * the installed runtime API (the cache lives in the compiler). */
#ifndef CX_SHA256_H
#define CX_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct CxSha256 {
  uint32_t h[8];
  uint64_t len;          /* bytes hashed so far */
  uint8_t buf[64];
  size_t nbuf;
} CxSha256;

void cx_sha256_init(CxSha256 *c);
void cx_sha256_update(CxSha256 *c, const void *data, size_t len);
void cx_sha256_final(CxSha256 *c, uint8_t out[32]);
/* One call: out = SHA-256(data[0..len)). */
void cx_sha256(const void *data, size_t len, uint8_t out[32]);
/* 64 lowercase hex digits and a NUL. */
void cx_sha256_hex(const uint8_t digest[32], char out[65]);

#endif
