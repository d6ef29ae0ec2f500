/* Tessera's freestanding C library: <unistd.h>, minimal.
 * close() of a descriptor fails with -1 (open never gives one, see <fcntl.h>); unlink removes a
 * file of the in-memory file system stdio's fopen uses (oracles/runtime-files.ts). */
#ifndef TESSERA_UNISTD_H
#define TESSERA_UNISTD_H

#include <sys/types.h>

int close(int fd);
int unlink(const char *path);

#endif
