#ifndef ANIMLAYOUT_CCAIRO_SHIM_H
#define ANIMLAYOUT_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#endif
