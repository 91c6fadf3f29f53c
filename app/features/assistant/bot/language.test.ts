import { describe, expect, it } from 'vitest';
import { conversationLanguage, detectLanguage } from './language';

describe('the language a visitor writes in', () => {
  it('recognises Spanish and English messages', () => {
    for (const text of [
      'Hola, ¿cuánto cuesta reparar una ventana?',
      'quiero una cotizacion',
      '¿Trabajan los sábados?',
      'Necesito hablar con una persona',
      'sí, por favor',
    ]) {
      expect(detectLanguage(text), text).toBe('es');
    }
    for (const text of ['How much is a window repair?', 'Can someone call me back?', 'What are your hours?', 'yes please', 'Do you serve Kendall?']) {
      expect(detectLanguage(text), text).toBe('en');
    }
  });

  it('says nothing for a name, an email address or a phone number', () => {
    for (const text of ['Marisol Ortega', 'marisol@example.com', '305-555-0142', 'ok']) expect(detectLanguage(text), text).toBeNull();
  });

  it('keeps the conversation in its language when a message does not say, else follows the page', () => {
    const earlier = [
      { sender: 'bot', text: 'Hi!' },
      { sender: 'user', text: 'Hola, quiero una cotización' },
      { sender: 'bot', text: '¿Cómo se llama?' },
    ];
    expect(conversationLanguage('Marisol Ortega', earlier, 'en')).toBe('es');
    expect(conversationLanguage('What are your hours?', earlier, 'es')).toBe('en');
    expect(conversationLanguage('marisol@example.com', [], 'es')).toBe('es');
    expect(conversationLanguage('marisol@example.com', [], 'en')).toBe('en');
  });
});
