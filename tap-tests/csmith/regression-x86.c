/* Csmith seed 3738112321 (issue 19), reduced: `g_6 &= g_3` with g_6 volatile. x86's read-modify-write
   store tile matched `and` with its kids swapped (the load of g_3 covered, the volatile load of g_6 a
   register) but checked the unswapped first kid's address: `and [g_6], eax` with eax = g_6, g_3 lost. */
#define N __attribute__((noinline))
typedef unsigned long long i64;
typedef unsigned u32;
u32 a = 0x5A3D06CE;
volatile u32 v = 0x7439CB61;
u32 g = 0x0F0F1234;
i64 a64 = 0x123456789ABCDEF0ULL;
volatile i64 v64 = 0x0FEDCBA987654321ULL;
i64 g64 = 0x1111222233334444ULL;

N void vand(void) { v &= a; }
N void vor(void) { v |= a; }
N void vxor(void) { v ^= a; }
N void vadd(void) { v += a; }
N void vsub(void) { v -= a; }
N void vand64(void) { v64 &= a64; }
N void vadd64(void) { v64 += a64; }
N void vxor64(void) { v64 ^= a64; }
/* the same shape without volatile: the store's own load as the operation's second kid */
N void gadd(void) { g = a + g; }
N void gxor(void) { g = a ^ g; }
N void gadd64(void) { g64 = a64 + g64; }

int main(void) {
  int e = 0;
  vand();
  if (v != (0x7439CB61 & 0x5A3D06CE)) e |= 1;
  vor();
  if (v != ((0x7439CB61 & 0x5A3D06CE) | 0x5A3D06CE)) e |= 2;
  v = 0x7439CB61;
  vxor();
  if (v != (0x7439CB61 ^ 0x5A3D06CE)) e |= 4;
  v = 0x7439CB61;
  vadd();
  if (v != (u32)(0x7439CB61u + 0x5A3D06CEu)) e |= 8;
  v = 0x7439CB61;
  vsub();
  if (v != (u32)(0x7439CB61u - 0x5A3D06CEu)) e |= 16;
  vand64();
  if (v64 != (0x0FEDCBA987654321ULL & 0x123456789ABCDEF0ULL)) e |= 32;
  v64 = 0x0FEDCBA987654321ULL;
  vadd64();
  if (v64 != 0x0FEDCBA987654321ULL + 0x123456789ABCDEF0ULL) e |= 64;
  v64 = 0x0FEDCBA987654321ULL;
  vxor64();
  if (v64 != (0x0FEDCBA987654321ULL ^ 0x123456789ABCDEF0ULL)) e |= 128;
  gadd();
  if (g != (u32)(0x0F0F1234u + 0x5A3D06CEu)) e |= 256;
  gxor();
  if (g != (u32)((0x0F0F1234u + 0x5A3D06CEu) ^ 0x5A3D06CEu)) e |= 512;
  gadd64();
  if (g64 != 0x1111222233334444ULL + 0x123456789ABCDEF0ULL) e |= 1024;
  return e;
}
