// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KYC_APPROVED_MESSAGE } from '../../src/contract/kyc.ts';
import { reviewKyc } from '../../server/src/repositories/kyc.ts';
import { createMember } from '../support/build-app.ts';
import { multipartBody } from '../support/multipart.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();
type Member = Awaited<ReturnType<typeof createMember>>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const call = (member: Member, method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${member.token}` },
    ...(payload ? { payload } : {}),
  });

async function uploadDocument(member: Member, entity = 'user-kyc') {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const isPdf = entity === 'user-kyc';
  const { payload, headers } = multipartBody(
    { entity, entityId: member.user.id },
    isPdf ? { name: 'passport.pdf', bytes: PDF } : { name: 'bill.png', bytes: png },
  );
  const response = await testApp().app.inject({
    method: 'POST',
    url: '/api/v1/files/upload',
    headers: { ...headers, authorization: `Bearer ${member.token}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const submission = async (member: Member) => ({
  identityType: 'passport',
  identityNumber: 'A1234567',
  identityFileId: await uploadDocument(member),
  addressType: 'utility_bill',
  address: '1 Jalan Ampang, Kuala Lumpur',
  addressFileId: await uploadDocument(member),
});

describe('KYC', () => {
  it('is submitted pending, shown to its owner with links to the documents, and reviewed with remarks', async () => {
    const member = await createMember(testApp().app);
    expect((await call(member, 'GET', '/kyc')).json()).toBeNull();
    const sent = await call(member, 'PUT', '/kyc', await submission(member));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'pending', identityType: 'passport', remarks: null });
    const document = await testApp().app.inject({ method: 'GET', url: sent.json().identityFile.signedURL });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-disposition']).toMatch(/^attachment/);

    await reviewKyc(testApp().db, member.user.email, 'missing_info', 'The bill must be under 3 months old');
    expect((await call(member, 'GET', '/kyc')).json()).toMatchObject({
      status: 'missing_info',
      remarks: 'The bill must be under 3 months old',
    });
    const again = await call(member, 'PUT', '/kyc', await submission(member));
    expect(again.json()).toMatchObject({ status: 'pending', remarks: null });
  });

  it('requires every field, and documents that are the member’s own KYC uploads', async () => {
    const member = await createMember(testApp().app);
    const other = await createMember(testApp().app);
    const valid = await submission(member);
    for (const field of Object.keys(valid)) {
      const { [field]: _, ...missing } = valid as Record<string, string>;
      const response = await call(member, 'PUT', '/kyc', missing);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toMatch(new RegExp(field));
    }
    expect((await call(member, 'PUT', '/kyc', { ...valid, address: '   ' })).statusCode).toBe(400);
    const foreign = await call(member, 'PUT', '/kyc', {
      ...valid,
      identityFileId: await uploadDocument(other),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/Upload each KYC document first/);
    const avatar = await call(member, 'PUT', '/kyc', {
      ...valid,
      addressFileId: await uploadDocument(member, 'user'),
    });
    expect(avatar.statusCode).toBe(400);
    expect((await call(member, 'GET', '/kyc')).json()).toBeNull();
  });

  it('cannot be changed once approved, and neither can the identity it verified', async () => {
    const member = await createMember(testApp().app);
    await call(member, 'PUT', '/kyc', await submission(member));
    await reviewKyc(testApp().db, member.user.email, 'approved', null);
    const resubmit = await call(member, 'PUT', '/kyc', await submission(member));
    expect(resubmit.statusCode).toBe(422);
    expect(resubmit.json().message).toBe(KYC_APPROVED_MESSAGE);
    const rename = await call(member, 'PATCH', `/users/${member.user.id}`, { firstname: 'Someone' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().message).toBe(KYC_APPROVED_MESSAGE);
    const telegram = await call(member, 'PATCH', `/users/${member.user.id}`, { telegram: '@still_free' });
    expect(telegram.statusCode).toBe(200);
  });

  it('keeps one member’s KYC from another', async () => {
    const owner = await createMember(testApp().app);
    const other = await createMember(testApp().app);
    const kyc = (await call(owner, 'PUT', '/kyc', await submission(owner))).json();
    expect((await call(other, 'GET', '/kyc')).json()).toBeNull();
    expect((await call(other, 'GET', `/files/fileWithSignedUrl/${kyc.identityFile.id}`)).statusCode).toBe(
      404,
    );
  });
});
