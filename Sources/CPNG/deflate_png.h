#ifndef ANIMLAYOUT_CPNG_DEFLATE_PNG_H
#define ANIMLAYOUT_CPNG_DEFLATE_PNG_H
#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Opaque images as PNG through libdeflate, which compresses a whole buffer at once: at level 6
   it takes about 0.6x zlib's time at level 6 for files a few percent smaller. The file is the
   one libpng writes for the same pixels except for the compressed stream and how IDAT is cut:
   8-bit RGB, no interlacing, filter 0 (None) on every row, no ancillary chunk, one IDAT. */

typedef void (*animlayout_deflate_sink)(void *context, const unsigned char *bytes, size_t count);

static void animlayout_png_put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16); p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

/* One chunk: length, type, data, CRC of type and data. */
static void animlayout_png_chunk(const char *type, const unsigned char *data, size_t length,
                                 animlayout_deflate_sink sink, void *context) {
    unsigned char head[8], tail[4];
    animlayout_png_put32(head, (uint32_t)length);
    memcpy(head + 4, type, 4);
    uint32_t crc = libdeflate_crc32(0, head + 4, 4);
    if (length > 0) crc = libdeflate_crc32(crc, data, length);
    animlayout_png_put32(tail, crc);
    sink(context, head, 8);
    if (length > 0) sink(context, data, length);
    sink(context, tail, 4);
}

static inline int animlayout_png_deflate_rows(const unsigned char *raw, int width, int height, int level,
                                              animlayout_deflate_sink sink, void *context);

/* Writes an opaque image held as 32-bit pixels 0xXXRRGGBB in little-endian memory (cairo's
   ARGB32 and RGB24: bytes B, G, R, X) as an 8-bit RGB PNG compressed by libdeflate at `level`
   (1-12). Returns 0; 1 when a pixel is not opaque (nothing is written); -1 when memory runs
   out or the image is too large for one IDAT. */
static inline int animlayout_png_deflate_rgb_checking(const unsigned char *pixels, int width, int height, int stride, int level,
                                                      int check_alpha, animlayout_deflate_sink sink, void *context) {
    if (width <= 0 || height <= 0 || stride < width * 4) return -1;
    size_t row = 1 + (size_t)width * 3, raw_size = row * (size_t)height;
    if (raw_size / row != (size_t)height || raw_size > 0x7fffffffu) return -1;
    unsigned char *raw = (unsigned char *)malloc(raw_size);
    if (!raw) return -1;
    for (int y = 0; y < height; y++) {
        const unsigned char *in = pixels + (size_t)y * (size_t)stride;
        unsigned char *out = raw + (size_t)y * row;
        uint32_t alpha = 0xff000000u;
        *out++ = 0;
        int x = 0;
        /* Four pixels at a time: each word's R, G, B bytes (byte-swapped, shifted) packed into
           three words. */
        for (; x + 4 <= width; x += 4, in += 16, out += 12) {
            uint32_t p[4], w[3];
            memcpy(p, in, 16);
            alpha &= p[0] & p[1] & p[2] & p[3];
            uint32_t c0 = __builtin_bswap32(p[0]) >> 8, c1 = __builtin_bswap32(p[1]) >> 8;
            uint32_t c2 = __builtin_bswap32(p[2]) >> 8, c3 = __builtin_bswap32(p[3]) >> 8;
            w[0] = c0 | c1 << 24;
            w[1] = c1 >> 8 | c2 << 16;
            w[2] = c2 >> 16 | c3 << 8;
            memcpy(out, w, 12);
        }
        for (; x < width; x++, in += 4, out += 3) {
            out[0] = in[2]; out[1] = in[1]; out[2] = in[0];
            alpha &= (uint32_t)in[3] << 24;
        }
        if (check_alpha && (alpha & 0xff000000u) != 0xff000000u) { free(raw); return 1; }
    }
    int status = animlayout_png_deflate_rows(raw, width, height, level, sink, context);
    free(raw);
    return status;
}

/* Writes the PNG of rows already as the file stores them before compression (`height` rows of
   a 0 filter byte and `width` RGB pixels), compressed by libdeflate at `level`. Returns 0; -1
   when memory runs out or the image is too large for one IDAT. */
static inline int animlayout_png_deflate_rows(const unsigned char *raw, int width, int height, int level,
                                              animlayout_deflate_sink sink, void *context) {
    if (width <= 0 || height <= 0) return -1;
    size_t row = 1 + (size_t)width * 3, raw_size = row * (size_t)height;
    if (raw_size / row != (size_t)height || raw_size > 0x7fffffffu) return -1;
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (!compressor) return -1;
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    unsigned char *packed = (unsigned char *)malloc(bound);
    size_t packed_size = packed ? libdeflate_zlib_compress(compressor, raw, raw_size, packed, bound) : 0;
    libdeflate_free_compressor(compressor);
    if (packed_size == 0 || packed_size > 0x7fffffffu) { free(packed); return -1; }
    static const unsigned char signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    sink(context, signature, 8);
    unsigned char ihdr[13];
    animlayout_png_put32(ihdr, (uint32_t)width);
    animlayout_png_put32(ihdr + 4, (uint32_t)height);
    ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;   /* 8-bit RGB, deflate, filter set 0, no interlace */
    animlayout_png_chunk("IHDR", ihdr, 13, sink, context);
    animlayout_png_chunk("IDAT", packed, packed_size, sink, context);
    animlayout_png_chunk("IEND", NULL, 0, sink, context);
    free(packed);
    return 0;
}
static inline int animlayout_png_deflate_rgb(const unsigned char *pixels, int width, int height, int stride, int level,
                                             animlayout_deflate_sink sink, void *context) {
    return animlayout_png_deflate_rgb_checking(pixels, width, height, stride, level, 1, sink, context);
}

/* The same for pixels 0x00RRGGBB known to be opaque (the X byte is not read as alpha): the
   bytes animlayout_png_deflate_rgb writes for the opaque image they were taken from. */
static inline int animlayout_png_deflate_xrgb(const unsigned char *pixels, int width, int height, int stride, int level,
                                              animlayout_deflate_sink sink, void *context) {
    return animlayout_png_deflate_rgb_checking(pixels, width, height, stride, level, 0, sink, context);
}
#endif
