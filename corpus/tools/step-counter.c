/* Runtime for tools/count-steps.mjs: sums the per-block instruction counts and prints the total at exit. */
#include <stdio.h>
static unsigned long long steps;
void __tessera_step(long long k) { steps += (unsigned long long)k; }
__attribute__((destructor)) static void report(void) { fprintf(stderr, "steps %llu\n", steps); }
