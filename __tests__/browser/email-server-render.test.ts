/**
 * @jest-environment node
 */
import { sendContactMessage } from '../../src/browser/email';
import { EMPTY_CONTACT_VALUES } from '../../src/lib/contact-form';

test('nothing is sent while pages are rendered on the server', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const config = {
    publicKey: 'k', serviceId: 's', templateId: 't', autoReplyTemplateId: 'a',
    origin: undefined, throttleMs: 0, blockList: [], blockHeadless: false,
  };
  await expect(sendContactMessage(EMPTY_CONTACT_VALUES, config)).rejects.toThrow('browser only');
  expect(fetchSpy).not.toHaveBeenCalled();
});
