/* Tessera's freestanding C library: <fcntl.h>.
 * open() always fails with -1: Tessera's programs reach no host file, not even /dev/zero
 * (oracles/runtime-mman.ts); there is no errno. Flag values are Linux's. */
#ifndef TESSERA_FCNTL_H
#define TESSERA_FCNTL_H

#include <sys/types.h>

#define O_RDONLY 00
#define O_WRONLY 01
#define O_RDWR 02
#define O_CREAT 0100
#define O_TRUNC 01000

int open(const char *path, int flags, ...);

#endif
