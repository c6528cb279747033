import { femaleNames, maleNames, transliterate } from './names.ts';
import type { Random } from './random.ts';

export interface Person {
  surname: string;
  firstName: string;
  patronymic: string;
  phone: string;
  email: string;
}

const mailDomains = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru'];

export function randomPhone(random: Random): string {
  return `79${random.digits(9)}`;
}

export function randomPerson(random: Random): Person {
  const names = random.chance(0.5) ? maleNames : femaleNames;
  const surname = random.pick(names.surnames);
  const firstName = random.pick(names.firstNames);
  const local = `${transliterate(firstName)}.${transliterate(surname)}${random.int(1, 9999)}`;
  return {
    surname,
    firstName,
    patronymic: random.pick(names.patronymics),
    phone: randomPhone(random),
    email: `${local}@${random.pick(mailDomains)}`,
  };
}

export function fullName(person: Person): string {
  return `${person.surname} ${person.firstName} ${person.patronymic}`;
}
