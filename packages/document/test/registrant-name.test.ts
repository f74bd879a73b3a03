import { parseEightKBody } from '@nes/document';

describe('the registrant name above "(Exact name of registrant as specified in its charter)"', () => {
  it('the line above the label', () => {
    expect(
      parseEightKBody('FORM 8-K\nACME CORP\n(Exact name of registrant as specified in its charter)\n').registrantName,
    ).toBe('ACME CORP');
  });

  it('the line above a rule drawn under the name', () => {
    expect(
      parseEightKBody(
        'FORM 20-F\nAEGON N.V.\n- ----------------------\n(Exact name of Registrant as specified in its charter)\n',
      ).registrantName,
    ).toBe('AEGON N.V.');
  });

  it('a cover flattened to one line: the words between the last rules before the label', () => {
    expect(
      parseEightKBody(
        'FORM 20-F Commission file number 0-14071 ---------------------- AEGON N.V. - ---------------------- (Exact name of Registrant as specified in its charter) Not applicable',
      ).registrantName,
    ).toBe('AEGON N.V.');
  });
});
