import { userFixture } from 'shared-ui/testing';
import { profileCompletion } from './profile-completion';

const bare = {
  ...userFixture().profile,
  main_image: null,
  about_me: null,
  interests: [],
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  city: null,
  region: null,
};

describe('profileCompletion', () => {
  it('counts nothing for a profile the signup left bare', () => {
    expect(profileCompletion(bare)).toEqual({
      percent: 0,
      done: [],
      missing: ['photo', 'aboutMe', 'interests', 'details', 'location'],
    });
  });

  it('counts each part the member filled in, the same weight each', () => {
    const completion = profileCompletion({
      ...bare,
      main_image: { filename: 'a.jpg', thumb_filename: 'a_thumb.jpg', match: '' },
      about_me: 'I love long walks.',
      city: 'Leeds',
    });
    expect(completion.percent).toBe(60);
    expect(completion.done).toEqual(['photo', 'aboutMe', 'location']);
    expect(completion.missing).toEqual(['interests', 'details']);
  });

  it('takes blank text for missing, and the details only once all four are answered', () => {
    const completion = profileCompletion({
      ...bare,
      about_me: '   ',
      hair_color: 'blond',
      eye_color: 'blue',
      body_type: 'slim',
    });
    expect(completion.missing).toContain('aboutMe');
    expect(completion.missing).toContain('details');
    expect(
      profileCompletion({
        ...bare,
        hair_color: 'blond',
        eye_color: 'blue',
        body_type: 'slim',
        relationship_status: 'single',
      }).done,
    ).toEqual(['details']);
  });

  it('is complete when every part is there', () => {
    expect(
      profileCompletion({
        ...bare,
        main_image: { filename: 'a.jpg', thumb_filename: 'a_thumb.jpg', match: '' },
        about_me: 'Hello',
        interests: ['hiking'],
        hair_color: 'blond',
        eye_color: 'blue',
        body_type: 'slim',
        relationship_status: 'single',
        region: 'England',
      }),
    ).toMatchObject({ percent: 100, missing: [] });
  });
});
