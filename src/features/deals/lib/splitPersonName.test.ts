import { describe, expect, it } from 'vitest';
import { splitPersonName } from './splitPersonName';

describe('splitPersonName', () => {
  it('reads the Russian official order: surname, name, patronymic', () => {
    expect(splitPersonName('Иванов Иван Иванович')).toEqual({
      surname: 'Иванов',
      firstName: 'Иван',
      patronymic: 'Иванович',
    });
    expect(splitPersonName('  Смирнова   Анна  Сергеевна ')).toEqual({
      surname: 'Смирнова',
      firstName: 'Анна',
      patronymic: 'Сергеевна',
    });
  });

  it('reads name, patronymic, surname when the patronymic comes second', () => {
    expect(splitPersonName('Иван Петрович Сидоров')).toEqual({
      firstName: 'Иван',
      patronymic: 'Петрович',
      surname: 'Сидоров',
    });
  });

  it('orders two words by their endings', () => {
    expect(splitPersonName('Петров Иван')).toEqual({ surname: 'Петров', firstName: 'Иван', patronymic: '' });
    expect(splitPersonName('Иван Петров')).toEqual({ firstName: 'Иван', surname: 'Петров', patronymic: '' });
    expect(splitPersonName('Анна Ильинична')).toEqual({
      firstName: 'Анна',
      patronymic: 'Ильинична',
      surname: '',
    });
    expect(splitPersonName('John Smith')).toEqual({ firstName: 'John', surname: 'Smith', patronymic: '' });
  });

  it('puts a single word or nothing in the first name', () => {
    expect(splitPersonName('Мария')).toEqual({ firstName: 'Мария', surname: '', patronymic: '' });
    expect(splitPersonName(null)).toEqual({ firstName: '', surname: '', patronymic: '' });
    expect(splitPersonName('   ')).toEqual({ firstName: '', surname: '', patronymic: '' });
  });
});
