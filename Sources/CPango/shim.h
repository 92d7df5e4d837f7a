#ifndef ANIMLAYOUT_CPANGO_SHIM_H
#define ANIMLAYOUT_CPANGO_SHIM_H
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <hb.h>

/// PANGO_FC_FONT_MAP(map) as a function (Swift cannot call the GObject cast macros).
static inline PangoFcFontMap *animlayout_fc_font_map(PangoFontMap *map) { return (PangoFcFontMap *)map; }
/// PANGO_FC_FONT(font) as a function.
static inline PangoFcFont *animlayout_fc_font(PangoFont *font) { return (PangoFcFont *)font; }
#endif
