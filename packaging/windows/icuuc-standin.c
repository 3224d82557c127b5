/*
 * A TEST-ONLY stand-in for Windows' own system ICU (icuuc.dll), for running the Windows build
 * under Wine. It is never shipped: packaging/windows/build compiles it into the Wine prefix's
 * system32, which PyInstaller treats as the system's, and tests/packaging/test_windows_exe.py
 * fails if any ICU DLL ends up in the .exe.
 *
 * Why: PySide6 6.11's Qt6Core.dll imports these 20 converter functions from icuuc.dll, which
 * Windows 10 (1703 and later) and 11 have in system32 and Wine 8.0 does not, so QtCore would
 * not load at all. Here no converter ever opens: ucnv_open fails, so Qt falls back to its
 * built-in UTF-8/UTF-16/Latin-1 codecs. Every other function reports an error or nothing, as
 * it would for a converter that does not exist. The names and parameters are ICU4C's (ucnv.h,
 * ucnv_err.h, ucnv_cb.h); the types are reduced to what the calling convention needs.
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)
typedef int UErrorCode;              /* ICU's UErrorCode: <= 0 is success */
typedef uint16_t UChar;
typedef void UConverter;
typedef void (*Callback)(void);

enum { U_FILE_ACCESS_ERROR = 4, U_UNSUPPORTED_ERROR = 16 };

static void fail(UErrorCode *err, UErrorCode code) {
    if (err != NULL && *err <= 0) *err = code;
}

EXPORT UConverter *ucnv_open(const char *name, UErrorCode *err) {
    (void)name;
    fail(err, U_FILE_ACCESS_ERROR);
    return NULL;
}
EXPORT void ucnv_close(UConverter *cnv) { (void)cnv; }
EXPORT void ucnv_reset(UConverter *cnv) { (void)cnv; }
EXPORT int8_t ucnv_getMaxCharSize(const UConverter *cnv) { (void)cnv; return 1; }
EXPORT const char *ucnv_getName(const UConverter *cnv, UErrorCode *err) {
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}
EXPORT void ucnv_getToUCallBack(const UConverter *cnv, Callback *action, const void **context) {
    (void)cnv;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}
EXPORT void ucnv_getFromUCallBack(const UConverter *cnv, Callback *action, const void **context) {
    ucnv_getToUCallBack(cnv, action, context);
}
EXPORT void ucnv_setToUCallBack(UConverter *cnv, Callback action, const void *context,
                                Callback *old_action, const void **old_context, UErrorCode *err) {
    (void)action; (void)context;
    ucnv_getToUCallBack(cnv, old_action, old_context);
    fail(err, U_UNSUPPORTED_ERROR);
}
EXPORT void ucnv_setFromUCallBack(UConverter *cnv, Callback action, const void *context,
                                  Callback *old_action, const void **old_context, UErrorCode *err) {
    ucnv_setToUCallBack(cnv, action, context, old_action, old_context, err);
}
EXPORT void ucnv_toUnicode(UConverter *cnv, UChar **target, const UChar *target_limit,
                           const char **source, const char *source_limit, int32_t *offsets,
                           int8_t flush, UErrorCode *err) {
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}
EXPORT void ucnv_fromUnicode(UConverter *cnv, char **target, const char *target_limit,
                             const UChar **source, const UChar *source_limit, int32_t *offsets,
                             int8_t flush, UErrorCode *err) {
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}
EXPORT int32_t ucnv_toUCountPending(const UConverter *cnv, UErrorCode *err) {
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return 0;
}
EXPORT int32_t ucnv_fromUCountPending(const UConverter *cnv, UErrorCode *err) {
    return ucnv_toUCountPending(cnv, err);
}
EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length,
                                  int32_t offset_index, UErrorCode *err) {
    (void)args; (void)source; (void)length; (void)offset_index;
    fail(err, U_UNSUPPORTED_ERROR);
}
EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit,
                                    int32_t offset_index, UErrorCode *err) {
    (void)args; (void)source; (void)source_limit; (void)offset_index;
    fail(err, U_UNSUPPORTED_ERROR);
}
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err) {
    (void)name; (void)standard;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
/* The substitution callbacks: never reached, since no converter opens. */
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const UChar *units,
                                            int32_t length, int32_t code_point, int reason,
                                            UErrorCode *err) {
    (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason;
    (void)err;
}
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units,
                                          int32_t length, int reason, UErrorCode *err) {
    (void)context; (void)args; (void)units; (void)length; (void)reason; (void)err;
}
