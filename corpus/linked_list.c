/* linked_list.c — linked structures in static arrays: a singly linked list of pointers with a free list (no
 * malloc), kept sorted on insertion, with deletion, in-place reversal, and a merge of two sorted lists; and an LRU
 * cache as a doubly linked list threaded through array indices (int16_t links, -1 for none) with a direct-mapped
 * lookup table. Exercises pointer chasing (a load whose address is the previous load), pointer-to-pointer updates,
 * null checks, and narrow index fields used as links.
 */
#include <stdint.h>

void abort(void);

struct node {
  int32_t value;
  struct node *next;
};

#define POOL 96
static struct node pool[POOL];
static struct node *free_list;

static void pool_init(void) {
  free_list = 0;
  for (int i = POOL - 1; i >= 0; i--) {
    pool[i].next = free_list;
    free_list = &pool[i];
  }
}

static struct node *alloc_node(int32_t v) {
  struct node *n = free_list;
  if (!n) abort();
  free_list = n->next;
  n->value = v;
  n->next = 0;
  return n;
}

static void free_node(struct node *n) {
  n->next = free_list;
  free_list = n;
}

static void insert_sorted(struct node **head, int32_t v) {
  struct node **pp = head;
  while (*pp && (*pp)->value < v) pp = &(*pp)->next;
  struct node *n = alloc_node(v);
  n->next = *pp;
  *pp = n;
}

static int remove_value(struct node **head, int32_t v) {
  for (struct node **pp = head; *pp; pp = &(*pp)->next)
    if ((*pp)->value == v) {
      struct node *dead = *pp;
      *pp = dead->next;
      free_node(dead);
      return 1;
    }
  return 0;
}

static struct node *reverse(struct node *h) {
  struct node *prev = 0;
  while (h) {
    struct node *next = h->next;
    h->next = prev;
    prev = h;
    h = next;
  }
  return prev;
}

static struct node *merge(struct node *a, struct node *b) {
  struct node head, *tail = &head;
  head.next = 0;
  while (a && b) {
    if (a->value <= b->value) { tail->next = a; a = a->next; }
    else { tail->next = b; b = b->next; }
    tail = tail->next;
  }
  tail->next = a ? a : b;
  return head.next;
}

static uint32_t list_hash(const struct node *n) {
  uint32_t h = 2166136261u;
  for (; n; n = n->next) h = (h ^ (uint32_t)n->value) * 16777619u;
  return h;
}

/* LRU cache of 16 entries over keys 0..63, links as int16_t indices. */
#define CAP 16
struct entry { int16_t prev, next; uint8_t key; uint8_t hits; };
static struct entry cache[CAP];
static int8_t where[64]; /* key -> slot or -1 */
static int16_t lru_head, lru_tail;
static int used;

static void unlink_slot(int s) {
  if (cache[s].prev >= 0) cache[cache[s].prev].next = cache[s].next; else lru_head = cache[s].next;
  if (cache[s].next >= 0) cache[cache[s].next].prev = cache[s].prev; else lru_tail = cache[s].prev;
}

static void push_front(int s) {
  cache[s].prev = -1;
  cache[s].next = lru_head;
  if (lru_head >= 0) cache[lru_head].prev = (int16_t)s;
  lru_head = (int16_t)s;
  if (lru_tail < 0) lru_tail = (int16_t)s;
}

static int access_key(unsigned key) { /* returns 1 on a hit */
  int s = where[key];
  if (s >= 0) {
    cache[s].hits++;
    unlink_slot(s);
    push_front(s);
    return 1;
  }
  if (used < CAP) s = used++;
  else {
    s = lru_tail;
    unlink_slot(s);
    where[cache[s].key] = -1;
  }
  cache[s].key = (uint8_t)key;
  cache[s].hits = 0;
  where[key] = (int8_t)s;
  push_front(s);
  return 0;
}

int main(void) {
  uint32_t h = 2166136261u, x = 31337u;
  pool_init();
  struct node *a = 0, *b = 0;
  for (int i = 0; i < 40; i++) {
    x = x * 1103515245u + 12345u;
    insert_sorted(i & 1 ? &a : &b, (int32_t)(x >> 20) - 2048);
  }
  for (int i = 0; i < 30; i++) {
    x = x * 1103515245u + 12345u;
    int32_t v = (int32_t)(x >> 20) - 2048;
    if (!remove_value(&a, v)) insert_sorted(&a, v);
  }
  h = (h ^ list_hash(a)) * 16777619u;
  h = (h ^ list_hash(b)) * 16777619u;
  struct node *m = merge(a, b);
  for (struct node *p = m; p && p->next; p = p->next)
    if (p->value > p->next->value) abort();
  h = (h ^ list_hash(m)) * 16777619u;
  m = reverse(m);
  h = (h ^ list_hash(m)) * 16777619u;

  lru_head = lru_tail = -1;
  for (int k = 0; k < 64; k++) where[k] = -1;
  int hits = 0;
  for (int i = 0; i < 900; i++) {
    x = x * 1103515245u + 12345u;
    unsigned key = (x >> 16) % 64u;
    if (x & 0x80000000u) key &= 15u; /* a hot set */
    hits += access_key(key);
  }
  h = (h ^ (uint32_t)hits) * 16777619u;
  for (int s = lru_head; s >= 0; s = cache[s].next) h = (h ^ cache[s].key ^ ((uint32_t)cache[s].hits << 8)) * 16777619u;
  return (int)(h & 0x7fffffff);
}
