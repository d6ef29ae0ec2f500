/* Tessera's freestanding C library: <sys/stat.h>, minimal.
 * Only the permission bits a program may pass to open(); no function is declared (there are no
 * host files: see <fcntl.h>). Values are Linux's. */
#ifndef TESSERA_SYS_STAT_H
#define TESSERA_SYS_STAT_H

#include <sys/types.h>

#define S_IRWXU 0700
#define S_IRUSR 0400
#define S_IWUSR 0200
#define S_IXUSR 0100

#endif
