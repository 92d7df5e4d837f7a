#ifndef ANIMLAYOUT_CPNG_SHIM_H
#define ANIMLAYOUT_CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stddef.h>
#include "deflate_png.h"

/* Receives the PNG's bytes as libpng writes them. */
typedef void (*animlayout_png_sink)(void *context, const unsigned char *bytes, size_t count);

struct animlayout_png_output {
    animlayout_png_sink sink;
    void *context;
};

static void animlayout_png_write_data(png_structp png, png_bytep data, size_t length) {
    struct animlayout_png_output *out = (struct animlayout_png_output *)png_get_io_ptr(png);
    out->sink(out->context, data, length);
}

static void animlayout_png_flush(png_structp png) { (void)png; }

/* Writes an opaque image held as 32-bit pixels 0xXXRRGGBB in little-endian memory (cairo's
   ARGB32 and RGB24: bytes B, G, R, X) as an 8-bit RGB PNG: no interlacing, no ancillary
   chunks, row filter `filters` (PNG_FILTER_NONE…), zlib level `level`. libpng reports errors
   with longjmp, which must not cross Swift frames: it lands here, and the function returns
   -1 (0 on success). */
static inline int animlayout_png_write_rgb(const unsigned char *pixels, int width, int height, int stride,
                                           int filters, int level, animlayout_png_sink sink, void *context) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return -1;
    }
    struct animlayout_png_output out = { sink, context };
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, &out, animlayout_png_write_data, animlayout_png_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    png_set_bgr(png);
    png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (int y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}
#endif
