#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/opt.h>
#include <libavutil/imgutils.h>
#include <libavutil/error.h>

// Macros Swift cannot import.
static inline int animlayout_av_eagain(void) { return AVERROR(EAGAIN); }
static inline int animlayout_av_eof(void) { return AVERROR_EOF; }
static inline int animlayout_av_flag_global_header(void) { return AVFMT_GLOBALHEADER; }
static inline int animlayout_av_nofile(void) { return AVFMT_NOFILE; }

/// Converts one 0x00RRGGBB frame (bytes B, G, R, X) into `frame` (yuv420p).
static inline int animlayout_av_convert(struct SwsContext *sws, const uint8_t *pixels, int stride, int height, AVFrame *frame) {
    const uint8_t *planes[1] = { pixels };
    const int strides[1] = { stride };
    return sws_scale(sws, planes, strides, 0, height, frame->data, frame->linesize);
}
