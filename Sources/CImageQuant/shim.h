#ifndef ANIMLAYOUT_CIMAGEQUANT_SHIM_H
#define ANIMLAYOUT_CIMAGEQUANT_SHIM_H
#include <libimagequant.h>

/* libimagequant (Debian's build) runs its k-means on OpenMP threads and sums the per-thread
   averages, so results could depend on the machine's core count. Output must be byte-identical
   everywhere: every call is made with one OpenMP thread (the caller parallelises over frames).
   omp_set_num_threads sets the calling thread's value; declared here so that no omp.h is needed. */
void omp_set_num_threads(int);

static inline void animlayout_liq_single_thread(void) { omp_set_num_threads(1); }
#endif
