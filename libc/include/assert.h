/* Tessera's freestanding C library: <assert.h>.
 * A failed assertion aborts (exit status 134 on both sides); there is no stderr to print to.
 * Like the standard header, it has no include guard: NDEBUG is looked at on every inclusion. */
#undef assert
#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
_Noreturn void abort(void);
#define assert(expr) ((expr) ? (void)0 : abort())
#endif
