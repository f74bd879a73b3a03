import { parseScheduleText } from '@nes/document';

describe('a Schedule 13D/G read from its text', () => {
  it('issuer above a rule line, the reporting person on the label line, the amount row and the event date', () => {
    const text = [
      'SCHEDULE 13G',
      'TRINITY INDUSTRIES INC',
      '--------------------------------------------------------',
      '(Name of Issuer)',
      'December 31, 2020',
      '(Date of Event Which Requires Filing of this Statement)',
      '(1)Names of reporting persons. BlackRock, Inc.',
      '(9) Aggregate amount beneficially owned by each reporting person',
      '13,967,335',
      '(11) Percent of class represented by amount in row (9) 17.1%',
    ].join('\n');
    const b = parseScheduleText(text, '13G');
    expect(b.issuer.name).toBe('TRINITY INDUSTRIES INC');
    expect(b.holders[0]).toMatchObject({ name: 'BlackRock, Inc.', percentOfClass: '17.1', sharesRaw: '13,967,335' });
    expect(b.dateOfEvent).toBe('December 31, 2020');
  });

  it('a rule line alone is no issuer name', () => {
    expect(parseScheduleText('----------\n-----------\n(Name of Issuer)\n', '13G').issuer.name).toBeUndefined();
  });
});
