/* Tessera's freestanding C library: <sys/types.h>, minimal.
 * The POSIX integer types programs name (no function is declared here): sizes as glibc's for
 * ILP32 (i386, ARM EABI) and LP64 (x86-64). */
#ifndef TESSERA_SYS_TYPES_H
#define TESSERA_SYS_TYPES_H

#include <stddef.h>

typedef long ssize_t;
typedef long off_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int mode_t;
typedef long time_t;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;

#endif
