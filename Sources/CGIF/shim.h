#ifndef ANIMLAYOUT_CGIF_SHIM_H
#define ANIMLAYOUT_CGIF_SHIM_H
#include <gif_lib.h>
#endif
