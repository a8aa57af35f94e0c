/* Output files that are never half-written: write to a temporary file in
 * the same folder, rename it over the target only when complete.  An
 * interrupted run leaves the previous file intact. */
#include "stdlib/cxrt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct CxrtAtomicFile {
  FILE *fp;
  char *path, *tmp;
};

CxrtAtomicFile *cxrt_atomic_open(const char *path, CxrtError *err) {
  CxrtAtomicFile *f = calloc(1, sizeof *f);
  if (!f) return NULL;
  size_t n = strlen(path);
  f->path = strdup(path);
  f->tmp = malloc(n + 16);
  if (!f->path || !f->tmp) {
    cxrt_atomic_abort(f);
    cxrt_errorf(err, path, 0, 0, "out of memory");
    return NULL;
  }
  snprintf(f->tmp, n + 16, "%s.tmp.XXXXXX", path);
  int fd = mkstemp(f->tmp);
  if (fd < 0) {
    cxrt_errorf(err, path, 0, 0, "cannot create a file beside '%s': %s", path, strerror(errno));
    free(f->tmp);
    f->tmp = NULL;
    cxrt_atomic_abort(f);
    return NULL;
  }
  /* mkstemp creates 0600; give the file the usual permissions. */
  mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  f->fp = fdopen(fd, "wb");
  if (!f->fp) {
    close(fd);
    cxrt_errorf(err, path, 0, 0, "cannot open '%s': %s", f->tmp, strerror(errno));
    cxrt_atomic_abort(f);
    return NULL;
  }
  return f;
}

FILE *cxrt_atomic_stream(CxrtAtomicFile *f) { return f->fp; }

int cxrt_atomic_commit(CxrtAtomicFile *f, CxrtError *err) {
  int rc = 0;
  if (fflush(f->fp) != 0 || ferror(f->fp) || fsync(fileno(f->fp)) != 0) {
    rc = cxrt_errorf(err, f->path, 0, 0, "cannot write '%s': %s", f->path, strerror(errno));
  }
  if (fclose(f->fp) != 0 && rc == 0) rc = cxrt_errorf(err, f->path, 0, 0, "cannot write '%s': %s", f->path, strerror(errno));
  f->fp = NULL;
  if (rc == 0 && rename(f->tmp, f->path) != 0)
    rc = cxrt_errorf(err, f->path, 0, 0, "cannot replace '%s': %s", f->path, strerror(errno));
  if (rc != 0) unlink(f->tmp);
  free(f->tmp);
  f->tmp = NULL;
  free(f->path);
  free(f);
  return rc;
}

void cxrt_atomic_abort(CxrtAtomicFile *f) {
  if (!f) return;
  if (f->fp) fclose(f->fp);
  if (f->tmp) unlink(f->tmp);
  free(f->tmp);
  free(f->path);
  free(f);
}
