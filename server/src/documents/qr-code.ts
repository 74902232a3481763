import QRCode from 'qrcode';
import { SafeHtml } from './html-template';

/** A QR code of `text` as inline SVG (black on white, a quiet zone of one module). */
export async function qrSvg(text: string, sizePx = 120): Promise<SafeHtml> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: sizePx,
  });
  return new SafeHtml(svg);
}
