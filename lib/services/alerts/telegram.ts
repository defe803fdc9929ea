// Posts one alert to the staff group through Telegram's Bot API (sendMessage). The token is part
// of the address, so no error here ever repeats the address.
import "server-only";
import { TELEGRAM_TIMEOUT_MS } from "./config";

export type TelegramConfig = { token: string; chatId: string; apiUrl: string };

export async function postTelegramAlert(config: TelegramConfig, text: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/bot${config.token}/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        chat_id: config.chatId,
        text,
        link_preview_options: { is_disabled: true },
      }),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    throw new Error(`Telegram not reached (${name === "TimeoutError" ? "timed out" : name})`);
  }
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Telegram answered ${response.status}`);
}
