/* Input files: sizes and their limits, what kind of file a path names
 * (see cxrt.h, "input files"). */
#include "stdlib/cxrt.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

int cxrt_parse_size(const char *s, int64_t *out) {
  if (!s || !isdigit((unsigned char)*s)) return -1;
  uint64_t v = 0;
  const char *p = s;
  for (; isdigit((unsigned char)*p); p++) {
    if (v > (UINT64_MAX - 9) / 10) return -1;
    v = v * 10 + (uint64_t)(*p - '0');
  }
  int shift = 0;
  if (*p) {
    const char *units = "KMGT";
    const char *u = strchr(units, toupper((unsigned char)*p));
    if (!u) return -1;
    shift = 10 * (int)(u - units + 1);
    p++;
    /* K, KB, KiB: all powers of 1024, as GNU's --max-size options mostly mean. */
    if (strcasecmp(p, "iB") == 0 || strcasecmp(p, "B") == 0) p += strlen(p);
    if (*p) return -1;
  }
  if (v == 0 || v > ((uint64_t)INT64_MAX >> shift)) return -1;
  *out = (int64_t)(v << shift);
  return 0;
}

char *cxrt_size_str(char *buf, size_t size, int64_t bytes) {
  static const char *const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int u = -1;
  int64_t v = bytes;
  while (v >= 1024 && v % 1024 == 0 && u < 5) v /= 1024, u++;
  if (u < 0) snprintf(buf, size, "%lld bytes", (long long)bytes);
  else snprintf(buf, size, "%lld %s", (long long)v, units[u]);
  return buf;
}

const char *cxrt_file_kind(unsigned mode) {
  if (S_ISREG(mode)) return "a regular file";
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO (a named pipe or a pipe)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISLNK(mode)) return "a symbolic link";
  return "not a regular file";
}
