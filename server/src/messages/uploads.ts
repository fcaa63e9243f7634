// What users read when a file is refused.
export const uploadMessages = {
  type: 'Dieser Dateityp ist nicht erlaubt. Bitte wählen Sie ein Bild im Format JPG, PNG, WebP oder GIF.',
  tooLarge: 'Die Datei ist zu groß. Bitte wählen Sie eine kleinere Datei.',
  empty: 'Bitte wählen Sie eine Datei.',
  tooManyPixels: 'Das Bild hat zu viele Pixel (höchstens 50 Megapixel). Bitte wählen Sie ein kleineres Bild.',
};
