// Loads FFmpeg's libraries with dlopen when the first MP4 is written (see CAV.h).
#include "CAV.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// Each function: the library it is in and its name.
#define CAV_FUNCTIONS(X) \
    X(avutil, av_dict_free) X(avutil, av_dict_set) X(avutil, av_frame_alloc) X(avutil, av_frame_free) \
    X(avutil, av_frame_get_buffer) X(avutil, av_frame_make_writable) X(avutil, av_log_set_level) \
    X(avutil, av_opt_set) \
    X(avcodec, av_packet_alloc) X(avcodec, av_packet_free) X(avcodec, av_packet_rescale_ts) \
    X(avcodec, avcodec_alloc_context3) X(avcodec, avcodec_find_encoder) X(avcodec, avcodec_find_encoder_by_name) \
    X(avcodec, avcodec_free_context) X(avcodec, avcodec_open2) X(avcodec, avcodec_parameters_from_context) \
    X(avcodec, avcodec_receive_packet) X(avcodec, avcodec_send_frame) \
    X(avformat, av_interleaved_write_frame) X(avformat, av_write_trailer) X(avformat, avformat_alloc_output_context2) \
    X(avformat, avformat_free_context) X(avformat, avformat_new_stream) X(avformat, avformat_write_header) \
    X(avformat, avio_closep) X(avformat, avio_open) \
    X(swscale, sws_getContext) X(swscale, sws_freeContext) X(swscale, sws_scale) \
    X(avformat, avformat_open_input) X(avformat, avformat_find_stream_info) X(avformat, av_find_best_stream) \
    X(avformat, av_read_frame) X(avformat, avformat_close_input) X(avcodec, avcodec_find_decoder) \
    X(avcodec, avcodec_parameters_to_context) X(avcodec, avcodec_send_packet) X(avcodec, avcodec_receive_frame) \
    X(avcodec, av_packet_unref)

// A pointer of the header's type for each function.
#define CAV_POINTER(lib, name) static __typeof__(&name) p_##name;
CAV_FUNCTIONS(CAV_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = NULL;
static char message[512];

// The library of the major version the headers describe.
#define CAV_OPEN(var, file, major)                                                               \
    void *var = dlopen(file ".so." AV_STRINGIFY(major), RTLD_NOW | RTLD_LOCAL);                 \
    if (!var) {                                                                                  \
        snprintf(message, sizeof message, "cannot load %s (install FFmpeg's libraries: %s)",     \
                 file ".so." AV_STRINGIFY(major), dlerror());                                    \
        failure = message;                                                                       \
        return;                                                                                  \
    }

#define CAV_LOOKUP(lib, name)                                                                    \
    p_##name = (__typeof__(&name))dlsym(lib, #name);                                             \
    if (!p_##name) {                                                                             \
        snprintf(message, sizeof message, "FFmpeg's library has no %s", #name);                  \
        failure = message;                                                                       \
        return;                                                                                  \
    }

static void load(void) {
    CAV_OPEN(avutil, "libavutil", LIBAVUTIL_VERSION_MAJOR)
    CAV_OPEN(avcodec, "libavcodec", LIBAVCODEC_VERSION_MAJOR)
    CAV_OPEN(avformat, "libavformat", LIBAVFORMAT_VERSION_MAJOR)
    CAV_OPEN(swscale, "libswscale", LIBSWSCALE_VERSION_MAJOR)
    CAV_FUNCTIONS(CAV_LOOKUP)
}

const char *cav_load(void) {
    pthread_once(&once, load);
    return failure;
}

void cav_av_dict_free(AVDictionary **m) { p_av_dict_free(m); }
int cav_av_dict_set(AVDictionary **pm, const char *key, const char *value, int flags) { return p_av_dict_set(pm, key, value, flags); }
AVFrame *cav_av_frame_alloc(void) { return p_av_frame_alloc(); }
void cav_av_frame_free(AVFrame **frame) { p_av_frame_free(frame); }
int cav_av_frame_get_buffer(AVFrame *frame, int align) { return p_av_frame_get_buffer(frame, align); }
int cav_av_frame_make_writable(AVFrame *frame) { return p_av_frame_make_writable(frame); }
int cav_av_interleaved_write_frame(AVFormatContext *s, AVPacket *pkt) { return p_av_interleaved_write_frame(s, pkt); }
void cav_av_log_set_level(int level) { p_av_log_set_level(level); }
int cav_av_opt_set(void *obj, const char *name, const char *val, int search_flags) { return p_av_opt_set(obj, name, val, search_flags); }
AVPacket *cav_av_packet_alloc(void) { return p_av_packet_alloc(); }
void cav_av_packet_free(AVPacket **pkt) { p_av_packet_free(pkt); }
void cav_av_packet_rescale_ts(AVPacket *pkt, AVRational tb_src, AVRational tb_dst) { p_av_packet_rescale_ts(pkt, tb_src, tb_dst); }
int cav_av_write_trailer(AVFormatContext *s) { return p_av_write_trailer(s); }
AVCodecContext *cav_avcodec_alloc_context3(const AVCodec *codec) { return p_avcodec_alloc_context3(codec); }
const AVCodec *cav_avcodec_find_encoder(enum AVCodecID id) { return p_avcodec_find_encoder(id); }
const AVCodec *cav_avcodec_find_encoder_by_name(const char *name) { return p_avcodec_find_encoder_by_name(name); }
void cav_avcodec_free_context(AVCodecContext **avctx) { p_avcodec_free_context(avctx); }
int cav_avcodec_open2(AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options) { return p_avcodec_open2(avctx, codec, options); }
int cav_avcodec_parameters_from_context(AVCodecParameters *par, const AVCodecContext *codec) { return p_avcodec_parameters_from_context(par, codec); }
int cav_avcodec_receive_packet(AVCodecContext *avctx, AVPacket *avpkt) { return p_avcodec_receive_packet(avctx, avpkt); }
int cav_avcodec_send_frame(AVCodecContext *avctx, const AVFrame *frame) { return p_avcodec_send_frame(avctx, frame); }
int cav_avformat_alloc_output_context2(AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename) {
    return p_avformat_alloc_output_context2(ctx, oformat, format_name, filename);
}
void cav_avformat_free_context(AVFormatContext *s) { p_avformat_free_context(s); }
AVStream *cav_avformat_new_stream(AVFormatContext *s, const AVCodec *c) { return p_avformat_new_stream(s, c); }
int cav_avformat_write_header(AVFormatContext *s, AVDictionary **options) { return p_avformat_write_header(s, options); }
int cav_avio_closep(AVIOContext **s) { return p_avio_closep(s); }
int cav_avio_open(AVIOContext **s, const char *url, int flags) { return p_avio_open(s, url, flags); }
struct SwsContext *cav_sws_getContext(int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat,
                                      int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param) {
    return p_sws_getContext(srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param);
}
void cav_sws_freeContext(struct SwsContext *swsContext) { p_sws_freeContext(swsContext); }

int animlayout_av_convert(struct SwsContext *sws, const uint8_t *pixels, int stride, int height, AVFrame *frame) {
    const uint8_t *planes[1] = { pixels };
    const int strides[1] = { stride };
    return p_sws_scale(sws, planes, strides, 0, height, frame->data, frame->linesize);
}

// Decodes every video frame of the file at `path` to RGB (bytes R, G, B per pixel) and hands each
// to `each` (which returns non-zero to stop). Returns 0, or a negative FFmpeg error.
int animlayout_av_decode(const char *path, void *context,
                         int (*each)(void *context, const uint8_t *rgb, int width, int height, int stride)) {
    AVFormatContext *format = NULL;
    int status = p_avformat_open_input(&format, path, NULL, NULL);
    if (status < 0) return status;
    AVCodecContext *codec = NULL;
    AVPacket *packet = p_av_packet_alloc();
    AVFrame *frame = p_av_frame_alloc();
    struct SwsContext *sws = NULL;
    uint8_t *rgb = NULL;
    int width = 0, height = 0, stride = 0, stop = 0;
    if (!packet || !frame) { status = AVERROR(ENOMEM); goto done; }
    if ((status = p_avformat_find_stream_info(format, NULL)) < 0) goto done;
    int stream = p_av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, NULL, 0);
    if (stream < 0) { status = stream; goto done; }
    const AVCodec *decoder = p_avcodec_find_decoder(format->streams[stream]->codecpar->codec_id);
    if (!decoder) { status = AVERROR_DECODER_NOT_FOUND; goto done; }
    codec = p_avcodec_alloc_context3(decoder);
    if (!codec) { status = AVERROR(ENOMEM); goto done; }
    if ((status = p_avcodec_parameters_to_context(codec, format->streams[stream]->codecpar)) < 0) goto done;
    codec->thread_count = 1;
    if ((status = p_avcodec_open2(codec, decoder, NULL)) < 0) goto done;
    int draining = 0;
    while (!stop) {
        if (!draining) {
            status = p_av_read_frame(format, packet);
            if (status < 0) { draining = 1; status = p_avcodec_send_packet(codec, NULL); }
            else {
                if (packet->stream_index == stream) status = p_avcodec_send_packet(codec, packet);
                p_av_packet_unref(packet);
                if (status < 0 && status != AVERROR(EAGAIN)) goto done;
            }
        }
        for (;;) {
            status = p_avcodec_receive_frame(codec, frame);
            if (status == AVERROR(EAGAIN)) break;
            if (status == AVERROR_EOF) { status = 0; goto done; }
            if (status < 0) goto done;
            if (!sws || frame->width != width || frame->height != height) {
                p_sws_freeContext(sws);
                free(rgb);
                width = frame->width; height = frame->height;
                sws = p_sws_getContext(width, height, frame->format, width, height, AV_PIX_FMT_RGB24, SWS_BILINEAR, NULL, NULL, NULL);
                // swscale writes whole SIMD blocks: rows 64-byte aligned, and a row to spare.
                stride = (width * 3 + 63) / 64 * 64;
                rgb = malloc((size_t)stride * (height + 1) + 64);
                if (!sws || !rgb) { status = AVERROR(ENOMEM); goto done; }
            }
            uint8_t *planes[1] = { rgb };
            int strides[1] = { stride };
            p_sws_scale(sws, (const uint8_t *const *)frame->data, frame->linesize, 0, height, planes, strides);
            if (each(context, rgb, width, height, stride)) { stop = 1; break; }
        }
        if (draining && !stop) { status = 0; break; }
    }
done:
    p_sws_freeContext(sws);
    free(rgb);
    p_av_frame_free(&frame);
    p_av_packet_free(&packet);
    p_avcodec_free_context(&codec);
    p_avformat_close_input(&format);
    return status;
}
