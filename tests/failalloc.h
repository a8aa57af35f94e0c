/* Allocation-failure injection for tests (tests/failalloc.c). */
#ifndef CX_TESTS_FAILALLOC_H
#define CX_TESTS_FAILALLOC_H

#include <stdbool.h>

/* The k-th allocation from now (k >= 1) fails once. */
void failalloc_arm(long k);
/* Stops injecting; true when the armed failure happened. */
bool failalloc_disarm(void);
/* Blocks allocated and not freed (counted since the program started). */
long failalloc_live(void);

#endif
