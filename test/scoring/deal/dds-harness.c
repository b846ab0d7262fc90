/* The reference for the double-dummy tests: reads lines "DEAL|DEALER|VUL" (a PBN deal, dealer
   0-3 for N E S W, vulnerability 0-3 for None, Both, NS, EW as libdds numbers them) and prints,
   for each, the 20 trick counts (declarer N, E, S, W; strains S, H, D, C, NT within each), then the
   DealerPar score and contracts, separated by spaces. One thread, so timings compare fairly.
   With --par the lines are "T1 ... T20|DEALER|VUL" (a table in the printed order) and only
   DealerPar is called. With --time each line ends with the table's solving time in CPU seconds
   (the process's own, so other programs running at the same time do not count). With --ending the
   lines are "CARDS|STRAIN|LEADER" (the remaining cards in PBN deal notation, every hand holding
   the same number; strain 0-4 for S, H, D, C, NT; leader 0-3) and SolveBoard prints the tricks
   the side on lead takes. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <dds/dll.h>

int main(int argc, char **argv) {
  char line[512];
  int timing = argc > 1 && strcmp(argv[1], "--time") == 0;
  int paronly = argc > 1 && strcmp(argv[1], "--par") == 0;
  int ending = argc > 1 && strcmp(argv[1], "--ending") == 0;
  SetMaxThreads(1);
  while (fgets(line, sizeof line, stdin)) {
    char *deal = strtok(line, "|\n");
    char *dealer = strtok(NULL, "|\n");
    char *vul = strtok(NULL, "|\n");
    if (!deal || !dealer || !vul) continue;
    if (ending) {
      struct dealPBN e;
      struct futureTricks f;
      memset(&e, 0, sizeof e);
      e.trump = atoi(dealer);
      e.first = atoi(vul);
      strncpy(e.remainCards, deal, 79);
      int rc = SolveBoardPBN(e, -1, 1, 1, &f, 0);
      if (rc != RETURN_NO_FAULT) printf("error %d\n", rc);
      else printf("%d\n", f.score[0]);
      fflush(stdout);
      continue;
    }
    struct ddTableDealPBN d;
    struct ddTableResults t;
    struct parResultsDealer p;
    memset(&d, 0, sizeof d);
    memset(&p, 0, sizeof p);
    if (paronly) {
      char *q = deal;
      for (int hand = 0; hand < 4; hand++)
        for (int strain = 0; strain < 5; strain++) t.resTable[strain][hand] = (int)strtol(q, &q, 10);
      if (DealerPar(&t, &p, atoi(dealer), atoi(vul)) != RETURN_NO_FAULT) {
        printf("parerror\n");
        continue;
      }
      printf("%d", p.score);
      for (int i = 0; i < p.number; i++) printf(" %s", p.contracts[i]);
      printf("\n");
      continue;
    }
    strncpy(d.cards, deal, 79);
    struct timespec a, b;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    int rc = CalcDDtablePBN(d, &t);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    if (rc != RETURN_NO_FAULT) {
      printf("error %d\n", rc);
      continue;
    }
    rc = DealerPar(&t, &p, atoi(dealer), atoi(vul));
    if (rc != RETURN_NO_FAULT) {
      printf("parerror %d\n", rc);
      continue;
    }
    for (int hand = 0; hand < 4; hand++)
      for (int strain = 0; strain < 5; strain++) printf("%d ", t.resTable[strain][hand]);
    printf("%d", p.score);
    for (int i = 0; i < p.number; i++) printf(" %s", p.contracts[i]);
    if (timing) printf(" %.6f", (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9);
    printf("\n");
    fflush(stdout);
  }
  fflush(stdout);
  _exit(0);
}
