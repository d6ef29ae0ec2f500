/* Tessera's freestanding C library: <sys/mman.h>, anonymous memory only.
 * mmap with MAP_ANONYMOUS returns zeroed memory from the run's deterministic heap (the address
 * argument is a hint and ignored); MAP_FIXED fails with MAP_FAILED (the fixed address lies outside
 * Tessera's memory map); a file mapping is unsupported. munmap frees one whole mapping
 * (oracles/runtime-mman.ts). The flag values are Linux's, the same on i386, x86-64 and ARM. */
#ifndef TESSERA_SYS_MMAN_H
#define TESSERA_SYS_MMAN_H

#include <sys/types.h>

#define PROT_NONE 0x0
#define PROT_READ 0x1
#define PROT_WRITE 0x2
#define PROT_EXEC 0x4
#define MAP_SHARED 0x01
#define MAP_PRIVATE 0x02
#define MAP_FIXED 0x10
#define MAP_ANONYMOUS 0x20
#define MAP_ANON MAP_ANONYMOUS
#define MAP_FAILED ((void *)-1)

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t offset);
int munmap(void *addr, size_t len);

#endif
