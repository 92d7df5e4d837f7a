// FFmpeg for the MP4 export, loaded when an MP4 is first written (cav_load) rather than linked:
// libavcodec and libavformat bring in about a hundred libraries, whose loading made every
// animlayout process start some 25 ms later. Each cav_ function calls FFmpeg's function of
// the same name; call cav_load first.
#ifndef CAV_H
#define CAV_H

#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/opt.h>
#include <libavutil/imgutils.h>
#include <libavutil/error.h>

/// Loads FFmpeg's libraries and functions (once, thread-safe): NULL when they are loaded,
/// otherwise what is missing.
const char *cav_load(void);

void cav_av_dict_free(AVDictionary **m);
int cav_av_dict_set(AVDictionary **pm, const char *key, const char *value, int flags);
AVFrame *cav_av_frame_alloc(void);
void cav_av_frame_free(AVFrame **frame);
int cav_av_frame_get_buffer(AVFrame *frame, int align);
int cav_av_frame_make_writable(AVFrame *frame);
int cav_av_interleaved_write_frame(AVFormatContext *s, AVPacket *pkt);
void cav_av_log_set_level(int level);
int cav_av_opt_set(void *obj, const char *name, const char *val, int search_flags);
AVPacket *cav_av_packet_alloc(void);
void cav_av_packet_free(AVPacket **pkt);
void cav_av_packet_rescale_ts(AVPacket *pkt, AVRational tb_src, AVRational tb_dst);
int cav_av_write_trailer(AVFormatContext *s);
AVCodecContext *cav_avcodec_alloc_context3(const AVCodec *codec);
const AVCodec *cav_avcodec_find_encoder(enum AVCodecID id);
const AVCodec *cav_avcodec_find_encoder_by_name(const char *name);
void cav_avcodec_free_context(AVCodecContext **avctx);
int cav_avcodec_open2(AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options);
int cav_avcodec_parameters_from_context(AVCodecParameters *par, const AVCodecContext *codec);
int cav_avcodec_receive_packet(AVCodecContext *avctx, AVPacket *avpkt);
int cav_avcodec_send_frame(AVCodecContext *avctx, const AVFrame *frame);
int cav_avformat_alloc_output_context2(AVFormatContext **ctx, const AVOutputFormat *oformat,
                                       const char *format_name, const char *filename);
void cav_avformat_free_context(AVFormatContext *s);
AVStream *cav_avformat_new_stream(AVFormatContext *s, const AVCodec *c);
int cav_avformat_write_header(AVFormatContext *s, AVDictionary **options);
int cav_avio_closep(AVIOContext **s);
int cav_avio_open(AVIOContext **s, const char *url, int flags);
struct SwsContext *cav_sws_getContext(int srcW, int srcH, enum AVPixelFormat srcFormat,
                                      int dstW, int dstH, enum AVPixelFormat dstFormat,
                                      int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param);
void cav_sws_freeContext(struct SwsContext *swsContext);

// Macros Swift cannot import.
static inline int animlayout_av_eagain(void) { return AVERROR(EAGAIN); }
static inline int animlayout_av_eof(void) { return AVERROR_EOF; }
static inline int animlayout_av_flag_global_header(void) { return AVFMT_GLOBALHEADER; }
static inline int animlayout_av_nofile(void) { return AVFMT_NOFILE; }

/// Converts one 0x00RRGGBB frame (bytes B, G, R, X) into `frame` (yuv420p).
int animlayout_av_convert(struct SwsContext *sws, const uint8_t *pixels, int stride, int height, AVFrame *frame);

/// Decodes every video frame of the file at `path` to RGB24 and hands each to `each` (which
/// returns non-zero to stop); 0, or a negative FFmpeg error. For `render --verify`.
int animlayout_av_decode(const char *path, void *context,
                         int (*each)(void *context, const uint8_t *rgb, int width, int height, int stride));

#endif
