import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transmitter } from '../contract/index.ts';
import { DeviceImage } from './device-image.tsx';

/** One transmitter's device info: product name, info text, picture, model, manufacturer, version, comment (CMD-41). */
export function DeviceInfo({ transmitter }: { transmitter: Transmitter }) {
  const { t } = useTranslation('commands');
  const headingId = useId();
  const product = transmitter.ProductName || transmitter.TransmitterIdentifier || String(transmitter.TransmitterId);
  const { InfoTranslationKey: infoKey, SmallImageUrl: small, ImageUrl: large } = transmitter.AdditionalInfo ?? {};
  const facts = [
    ['model', transmitter.Model],
    ['manufacturer', transmitter.Manufacturer],
    ['version', transmitter.ClientVersion],
    ['comment', transmitter.Comment],
  ] as const;
  return (
    <article className="device-info" aria-labelledby={headingId}>
      {small ? <DeviceImage product={product} small={small} large={large} /> : null}
      <div>
        <h5 id={headingId} className="device-info__name">{product}</h5>
        {/* The server names a text of the commands namespace; a key this console lacks is shown as sent. */}
        {infoKey ? <p className="device-info__text">{t(infoKey, { defaultValue: infoKey })}</p> : null}
        <dl className="device-info__facts">
          {facts.filter(([, value]) => value).map(([name, value]) => (
            <div key={name}>
              <dt>{t(`devices.info.${name}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
