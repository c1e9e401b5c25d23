/** DOM helpers of the server-rendered login page's scripts (login-island.ts, login-form.ts). */

export type Field = 'email' | 'password' | 'code';
export const FIELDS: readonly Field[] = ['email', 'password', 'code'];

export function required<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`login page: ${selector} is missing`);
  return element;
}

/** A copy of what the server drew in `<template data-login-template="name">` (LoginPage.tsx). */
export function fromTemplate(name: string): HTMLElement {
  const template = required<HTMLTemplateElement>(document, `template[data-login-template="${name}"]`);
  return template.content.firstElementChild?.cloneNode(true) as HTMLElement;
}
