/**
 * The speech port and its embedded engine: Debian's espeak-ng renders a WAV, ffmpeg (when
 * present) turns it into Opus in Ogg, else the WAV is served as it is.
 */
import { execFile } from 'node:child_process'
import { access, constants, mkdir, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { promisify } from 'node:util'
import type { EngineVoice } from './contract'

const run = promisify(execFile)

export interface RenderedSpeech {
  file: string
  contentType: 'audio/ogg' | 'audio/wav' | 'audio/mpeg'
}

/** What renders speech: the embedded espeak-ng, or a cloud voice service configured instead. */
export interface SpeechPort {
  readonly engine: string
  /** Whether the engine can speak here (espeak-ng installed, or the service configured). */
  available(): Promise<boolean>
  voices(): Promise<EngineVoice[]>
  /** Renders `text` with a voice into `fileBase` plus the format's extension. */
  render(input: {
    text: string
    voiceId: string
    modelId: string
    lang: string
    fileBase: string
  }): Promise<RenderedSpeech>
}

/**
 * A cloud voice service (an HTTP text-to-speech API with its own voice ids and models) fits
 * this same port: `engine` names it, `voices()` lists its voices, `render()` writes the
 * returned audio. It is configured by passing it as `speech` to the area; none is bundled.
 */
export type CloudSpeechPort = SpeechPort

export interface EspeakOptions {
  /** Default `/usr/bin/espeak-ng`, or TALELOOM_ESPEAK. */
  binary?: string
  /** Default `ffmpeg` on the PATH; null renders WAV only. */
  ffmpeg?: string | null
}

/** Voices per language when a voice's id is not an espeak-ng voice of its own. */
const LANG_VOICES: Record<string, string> = { en: 'en-us', ko: 'ko', ja: 'ja', es: 'es' }

export function espeakSpeech(options: EspeakOptions = {}): SpeechPort {
  const binary = options.binary ?? process.env.TALELOOM_ESPEAK ?? '/usr/bin/espeak-ng'
  const ffmpeg = options.ffmpeg === undefined ? 'ffmpeg' : options.ffmpeg
  let installed: Promise<boolean> | null = null
  let encoder: Promise<boolean> | null = null
  let listed: Promise<EngineVoice[]> | null = null

  const hasEncoder = () => {
    if (!ffmpeg) return Promise.resolve(false)
    encoder ??= run(ffmpeg, ['-hide_banner', '-encoders'])
      .then(({ stdout }) => stdout.includes('libopus'))
      .catch(() => false)
    return encoder
  }

  async function voices(): Promise<EngineVoice[]> {
    listed ??= run(binary, ['--voices']).then(({ stdout }) => parseEspeakVoices(stdout))
    return listed
  }

  return {
    engine: 'espeak-ng',
    available() {
      installed ??= access(binary, constants.X_OK).then(
        () => true,
        () => false,
      )
      return installed
    },
    voices,
    async render({ text, voiceId, lang, fileBase }) {
      const known = new Set((await voices()).map((voice) => voice.voiceId))
      const voice = known.has(voiceId) ? voiceId : (LANG_VOICES[lang] ?? 'en-us')
      await mkdir(dirname(fileBase), { recursive: true })
      const wav = `${fileBase}.${process.pid}.tmp.wav`
      // The text goes as one argument after `--`: no shell, and it cannot pass as an option.
      await run(binary, ['-v', voice, '-w', wav, '--', text], { timeout: 30_000 })
      try {
        if (await hasEncoder()) {
          const ogg = `${fileBase}.ogg`
          const partial = `${fileBase}.${process.pid}.tmp.ogg`
          await run(
            ffmpeg as string,
            [
              '-hide_banner',
              '-loglevel',
              'error',
              '-y',
              '-i',
              wav,
              '-c:a',
              'libopus',
              '-b:a',
              '48k',
              partial,
            ],
            { timeout: 30_000 },
          )
          await rename(partial, ogg)
          return { file: ogg, contentType: 'audio/ogg' }
        }
        await rename(wav, `${fileBase}.wav`)
        return { file: `${fileBase}.wav`, contentType: 'audio/wav' }
      } finally {
        await rm(wav, { force: true })
      }
    },
  }
}

/** `espeak-ng --voices` columns: Pty Language Age/Gender VoiceName File Other-languages. */
export function parseEspeakVoices(stdout: string): EngineVoice[] {
  return stdout
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length >= 5)
    .map((cells) => ({
      voiceId: cells[1] as string,
      name: (cells[3] as string).replaceAll('_', ' '),
      lang: cells[1] as string,
    }))
}
