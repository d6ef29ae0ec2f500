/* bst.c — a binary search tree stored in a static array with int16_t child indices (-1 for none): iterative
 * insertion, recursive in-order traversal into an output array, recursive height, lookup, deletion of nodes with
 * zero, one or two children (in-order successor), and a check that the traversal stays sorted after every phase.
 * Exercises recursion on indices, loads of narrow signed fields used as array indices, and pointer-to-field
 * updates chosen by a compare.
 */
#include <stdint.h>

void abort(void);

#define CAP 200

struct tnode { int32_t key; int16_t left, right; };
static struct tnode t[CAP];
static int nused;
static int16_t root = -1;

static int insert(int32_t key) { /* returns 0 if already present */
  int16_t *link = &root;
  while (*link >= 0) {
    struct tnode *n = &t[*link];
    if (key == n->key) return 0;
    link = key < n->key ? &n->left : &n->right;
  }
  if (nused >= CAP) abort();
  t[nused].key = key;
  t[nused].left = t[nused].right = -1;
  *link = (int16_t)nused++;
  return 1;
}

static int contains(int32_t key) {
  int i = root;
  while (i >= 0) {
    if (key == t[i].key) return 1;
    i = key < t[i].key ? t[i].left : t[i].right;
  }
  return 0;
}

static int32_t out[CAP];
static int nout;

static void inorder(int i) {
  if (i < 0) return;
  inorder(t[i].left);
  out[nout++] = t[i].key;
  inorder(t[i].right);
}

static int height(int i) {
  if (i < 0) return 0;
  int l = height(t[i].left), r = height(t[i].right);
  return 1 + (l > r ? l : r);
}

static int erase(int32_t key) {
  int16_t *link = &root;
  while (*link >= 0 && t[*link].key != key) link = key < t[*link].key ? &t[*link].left : &t[*link].right;
  if (*link < 0) return 0;
  int i = *link;
  if (t[i].left < 0) *link = t[i].right;
  else if (t[i].right < 0) *link = t[i].left;
  else {
    /* two children: move the in-order successor's key here and unlink the successor */
    int16_t *slink = &t[i].right;
    while (t[*slink].left >= 0) slink = &t[*slink].left;
    int s = *slink;
    t[i].key = t[s].key;
    *slink = t[s].right;
  }
  return 1;
}

static uint32_t check_sorted(void) {
  nout = 0;
  inorder(root);
  uint32_t h = 2166136261u;
  for (int k = 0; k < nout; k++) {
    if (k > 0 && out[k - 1] >= out[k]) abort();
    h = (h ^ (uint32_t)out[k]) * 16777619u;
  }
  return h ^ (uint32_t)nout;
}

int main(void) {
  uint32_t x = 8675309u, h = 2166136261u;
  int inserted = 0;
  for (int i = 0; i < 150; i++) {
    x = x * 1103515245u + 12345u;
    inserted += insert((int32_t)(x >> 22) - 512);
  }
  h = (h ^ check_sorted()) * 16777619u;
  h = (h ^ (uint32_t)height(root) ^ ((uint32_t)inserted << 8)) * 16777619u;
  int found = 0;
  for (int32_t k = -512; k < 512; k += 3) found += contains(k);
  h = (h ^ (uint32_t)found) * 16777619u;
  int erased = 0;
  x = 8675309u;
  for (int i = 0; i < 150; i += 2) {
    x = x * 1103515245u + 12345u;
    x = x * 1103515245u + 12345u;
    erased += erase((int32_t)(x >> 22) - 512);
  }
  h = (h ^ check_sorted() ^ (uint32_t)erased) * 16777619u;
  h = (h ^ (uint32_t)height(root)) * 16777619u;
  return (int)(h & 0x7fffffff);
}
