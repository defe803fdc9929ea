// What an API error says to a visitor on a Hindi page. The API's own `message` stays English: it
// is the contract of the one error shape, read by scripts, logs and the English pages as it is.
// A Hindi page words the error from its `code` instead (the client wrapper and the server-rendered
// live lists both call errorText), so no English sentence appears inside a Hindi alert.
import type { Locale } from "@/lib/i18n/locales";

/** Hindi for every code a visitor's page can receive; `{minutes}` is filled from Retry-After. */
const HINDI: Record<string, string> = {
  invalid_json: "फ़ॉर्म का डेटा सर्वर तक ठीक से नहीं पहुँचा। पेज रीलोड करके फिर से भेजें।",
  invalid_parameter: "यह खोज समझ में नहीं आई। फ़िल्टर बदलकर फिर से कोशिश करें।",
  invalid_idempotency_key: "फ़ॉर्म ठीक से नहीं भेजा जा सका। पेज रीलोड करके फिर से भेजें।",
  bad_request: "अनुरोध अधूरा पहुँचा। कनेक्शन जाँचकर फिर से कोशिश करें।",
  forbidden_origin: "यह फ़ॉर्म सिर्फ़ Coder House की वेबसाइट से भेजा जा सकता है।",
  not_found: "जो आप ढूँढ रहे हैं, वह यहाँ नहीं मिला।",
  unknown_handle: "इस हैंडल का कोई यूज़र नहीं मिला। स्पेलिंग जाँचकर फिर से लिखें।",
  method_not_allowed: "यह अनुरोध यहाँ नहीं चलता। पेज रीलोड करके फिर से कोशिश करें।",
  idempotency_conflict: "यह फ़ॉर्म अभी भेजा जा रहा है या इसके जवाब बदल गए हैं। पेज रीलोड करके फिर से भेजें।",
  payload_too_large: "भेजी गई जानकारी बहुत लंबी है। जवाब छोटे करके फिर से भेजें।",
  unsupported_media_type: "फ़ॉर्म ठीक से नहीं भेजा जा सका। पेज रीलोड करके फिर से भेजें।",
  validation_failed: "कुछ जवाबों पर ध्यान देना है। लाल निशान वाले जवाब ठीक करके फिर से भेजें।",
  rate_limited: "इस कनेक्शन से बहुत बार भेजा जा चुका है। {minutes} मिनट बाद फिर से कोशिश करें।",
  internal: "हमारी तरफ़ कुछ गड़बड़ हो गई। एक मिनट बाद फिर से कोशिश करें।",
  upstream_unavailable: "यह लिस्ट अभी उपलब्ध नहीं है। कुछ मिनट बाद फिर से देखें।",
  not_configured: "यह लिस्ट इस सर्वर पर अभी चालू नहीं की गई है।",
  upstream_busy: "अभी बहुत से स्टूडेंट्स अपनी प्रगति देख रहे हैं। एक मिनट बाद फिर से कोशिश करें।",
  not_ready: "सर्वर अभी शुरू हो रहा है। एक मिनट बाद फिर से कोशिश करें।",
  bad_response: "सर्वर का जवाब पढ़ा नहीं जा सका। फिर से कोशिश करें।",
};

/** Said for a code the table does not know (a newer server than this page, say). */
const HINDI_FALLBACK = "कुछ गड़बड़ हो गई। थोड़ी देर बाद फिर से कोशिश करें।";

export type ErrorForText = {
  code: string;
  message: string;
  /** Seconds to wait, from a 429's Retry-After header. */
  retryAfter?: number;
};

/** The visitor-facing text of an API error in `locale`. */
export function errorText({ code, message, retryAfter }: ErrorForText, locale: Locale): string {
  if (locale === "en") return message;
  const text = HINDI[code] ?? HINDI_FALLBACK;
  const minutes = Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
  return text.replace("{minutes}", String(minutes));
}
