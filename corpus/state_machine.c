/* state_machine.c — two state machines driven by input bytes. The first is a lexer for a tiny C-like language
 * (identifiers, decimal and hex numbers, operators, strings with escapes, line and block comments) written as an
 * explicit state variable and a switch in a loop; the second is a table-driven acceptor (a transition table
 * indexed by state and character class) for signed decimal numbers with an optional fraction and exponent.
 * Exercises switch dispatch inside loops, loads from 2-D constant tables, and long-lived loop-carried state.
 */
#include <stdint.h>

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

enum { S_START, S_IDENT, S_NUM, S_HEX0, S_HEX, S_STR, S_STR_ESC, S_SLASH, S_LINE_COMMENT, S_BLOCK, S_BLOCK_STAR };
enum { T_IDENT = 1, T_NUM, T_STR, T_OP, T_COMMENT };

static const char program[] =
    "int main(void) { int x = 0x1F + 42; /* block * comment */\n"
    "  // line comment\n"
    "  char *s = \"a \\\"quoted\\\" string\\n\";\n"
    "  while (x > 0) { x = x - 3; if (x == 7) break; }\n"
    "  return x * 0xff / 12 + foo_bar9(s, 0x0, 777);\n"
    "}\n";

static int is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_hex(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

static int counts[6];
static uint32_t num_sum;

static void emit(int kind, const char *start, const char *end) {
  counts[kind]++;
  uint32_t v = (uint32_t)kind;
  for (const char *p = start; p < end; p++) v = v * 33u + (unsigned char)*p;
  mix(v);
}

static void lex(const char *s) {
  int state = S_START;
  const char *tok = s;
  uint32_t num = 0;
  for (const char *p = s;; p++) {
    int c = (unsigned char)*p;
    switch (state) {
    case S_START:
      tok = p;
      if (c == 0) return;
      if (is_alpha(c)) state = S_IDENT;
      else if (c == '0' && (p[1] == 'x' || p[1] == 'X')) { state = S_HEX0; num = 0; }
      else if (is_digit(c)) { state = S_NUM; num = (uint32_t)(c - '0'); }
      else if (c == '"') state = S_STR;
      else if (c == '/') state = S_SLASH;
      else if (c == ' ' || c == '\n' || c == '\t') { }
      else emit(T_OP, p, p + 1);
      break;
    case S_IDENT:
      if (!is_alpha(c) && !is_digit(c)) { emit(T_IDENT, tok, p); state = S_START; p--; }
      break;
    case S_NUM:
      if (is_digit(c)) num = num * 10u + (uint32_t)(c - '0');
      else { emit(T_NUM, tok, p); num_sum += num; state = S_START; p--; }
      break;
    case S_HEX0:
      state = S_HEX; /* skip the 'x' */
      break;
    case S_HEX:
      if (is_hex(c)) num = num * 16u + (uint32_t)(is_digit(c) ? c - '0' : (c | 0x20) - 'a' + 10);
      else { emit(T_NUM, tok, p); num_sum += num; state = S_START; p--; }
      break;
    case S_STR:
      if (c == '\\') state = S_STR_ESC;
      else if (c == '"') { emit(T_STR, tok, p + 1); state = S_START; }
      else if (c == 0) return;
      break;
    case S_STR_ESC:
      state = S_STR;
      break;
    case S_SLASH:
      if (c == '/') state = S_LINE_COMMENT;
      else if (c == '*') state = S_BLOCK;
      else { emit(T_OP, tok, p); state = S_START; p--; }
      break;
    case S_LINE_COMMENT:
      if (c == '\n' || c == 0) { emit(T_COMMENT, tok, p); state = S_START; p--; }
      break;
    case S_BLOCK:
      if (c == '*') state = S_BLOCK_STAR;
      else if (c == 0) return;
      break;
    case S_BLOCK_STAR:
      if (c == '/') { emit(T_COMMENT, tok, p + 1); state = S_START; }
      else if (c != '*') state = S_BLOCK;
      break;
    }
  }
}

/* Number acceptor: classes 0 digit, 1 sign, 2 dot, 3 e/E, 4 other. State 9 is the dead state. */
static const uint8_t trans[9][5] = {
    /* 0 start   */ {2, 1, 9, 9, 9},
    /* 1 sign    */ {2, 9, 9, 9, 9},
    /* 2 int     */ {2, 9, 3, 5, 9},
    /* 3 dot     */ {4, 9, 9, 9, 9},
    /* 4 frac    */ {4, 9, 9, 5, 9},
    /* 5 e       */ {7, 6, 9, 9, 9},
    /* 6 e sign  */ {7, 9, 9, 9, 9},
    /* 7 exp     */ {7, 9, 9, 9, 9},
    /* 8 unused  */ {9, 9, 9, 9, 9},
};
static const uint8_t accepting = (1u << 2) | (1u << 4) | (1u << 7);

static int char_class(int c) {
  if (is_digit(c)) return 0;
  if (c == '+' || c == '-') return 1;
  if (c == '.') return 2;
  if (c == 'e' || c == 'E') return 3;
  return 4;
}

static int accepts(const char *s) {
  unsigned st = 0;
  for (; *s && st != 9; s++) st = trans[st][char_class((unsigned char)*s)];
  return st < 8 && ((accepting >> st) & 1u);
}

int main(void) {
  for (int r = 0; r < 4; r++) lex(program + r);
  for (int k = 0; k < 6; k++) mix((uint32_t)counts[k]);
  mix(num_sum);
  static const char *cands[] = {"0", "-12", "+3.25", "1e10", "6.02E-23", "-.5", "1.", "e5", "--1", "12a",
                                "3.14159", "+", "", "7e+", "42E+7"};
  for (int r = 0; r < 10; r++)
    for (unsigned i = 0; i < sizeof cands / sizeof cands[0]; i++) mix((uint32_t)accepts(cands[i]) << (i & 15u));
  return (int)(h & 0x7fffffff);
}
