; ModuleID = 'stack_vm.c'
source_filename = "stack_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vm = type { [64 x i32], [8 x i32], [32 x i32], i32, i32, i32 }

@machine = internal unnamed_addr global %struct.vm zeroinitializer, align 4
@ncode = internal unnamed_addr global i32 0, align 4
@code = internal unnamed_addr global [160 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i8], align 1
  %2 = alloca [12 x i8], align 1
  %3 = alloca [12 x i8], align 1
  %4 = load i32, ptr @ncode, align 4, !tbaa !2
  %5 = add nsw i32 %4, 1
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %6
  store i32 1, ptr %7, align 4, !tbaa !2
  %8 = add nsw i32 %4, 2
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %9
  store i32 0, ptr %10, align 4, !tbaa !2
  %11 = add nsw i32 %4, 3
  %12 = sext i32 %8 to i64
  %13 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %12
  store i32 15, ptr %13, align 4, !tbaa !2
  %14 = add nsw i32 %4, 4
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %15
  store i32 2, ptr %16, align 4, !tbaa !2
  %17 = add nsw i32 %4, 5
  %18 = sext i32 %14 to i64
  %19 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %18
  store i32 1, ptr %19, align 4, !tbaa !2
  %20 = add nsw i32 %4, 6
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %21
  store i32 2, ptr %22, align 4, !tbaa !2
  %23 = add nsw i32 %4, 7
  %24 = sext i32 %20 to i64
  %25 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %24
  store i32 15, ptr %25, align 4, !tbaa !2
  %26 = add nsw i32 %4, 8
  %27 = sext i32 %23 to i64
  %28 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %27
  store i32 0, ptr %28, align 4, !tbaa !2
  %29 = add nsw i32 %4, 9
  %30 = sext i32 %26 to i64
  %31 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %30
  store i32 14, ptr %31, align 4, !tbaa !2
  %32 = add nsw i32 %4, 10
  %33 = sext i32 %29 to i64
  %34 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %33
  store i32 0, ptr %34, align 4, !tbaa !2
  %35 = add nsw i32 %4, 11
  %36 = sext i32 %32 to i64
  %37 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %36
  store i32 1, ptr %37, align 4, !tbaa !2
  %38 = add nsw i32 %4, 12
  %39 = sext i32 %35 to i64
  %40 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %39
  store i32 70, ptr %40, align 4, !tbaa !2
  %41 = add nsw i32 %4, 13
  %42 = sext i32 %38 to i64
  %43 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %42
  store i32 11, ptr %43, align 4, !tbaa !2
  %44 = add nsw i32 %4, 14
  %45 = sext i32 %41 to i64
  %46 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %45
  store i32 17, ptr %46, align 4, !tbaa !2
  %47 = sext i32 %44 to i64
  %48 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %47
  %49 = add nsw i32 %4, 15
  %50 = add nsw i32 %4, 16
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %51
  store i32 1, ptr %52, align 4, !tbaa !2
  %53 = add nsw i32 %4, 17
  %54 = sext i32 %50 to i64
  %55 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %54
  store i32 1, ptr %55, align 4, !tbaa !2
  %56 = add nsw i32 %4, 18
  %57 = sext i32 %53 to i64
  %58 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %57
  store i32 15, ptr %58, align 4, !tbaa !2
  %59 = add nsw i32 %4, 19
  %60 = sext i32 %56 to i64
  %61 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %60
  store i32 3, ptr %61, align 4, !tbaa !2
  %62 = add nsw i32 %4, 20
  %63 = sext i32 %59 to i64
  %64 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %63
  store i32 1, ptr %64, align 4, !tbaa !2
  %65 = add nsw i32 %4, 21
  %66 = sext i32 %62 to i64
  %67 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %66
  store i32 2, ptr %67, align 4, !tbaa !2
  %68 = add nsw i32 %4, 22
  %69 = sext i32 %65 to i64
  %70 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %69
  store i32 15, ptr %70, align 4, !tbaa !2
  %71 = add nsw i32 %4, 23
  %72 = sext i32 %68 to i64
  %73 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %72
  store i32 1, ptr %73, align 4, !tbaa !2
  %74 = add nsw i32 %4, 24
  %75 = sext i32 %71 to i64
  %76 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %75
  store i32 14, ptr %76, align 4, !tbaa !2
  %77 = add nsw i32 %4, 25
  %78 = sext i32 %74 to i64
  %79 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %78
  store i32 0, ptr %79, align 4, !tbaa !2
  %80 = add nsw i32 %4, 26
  %81 = sext i32 %77 to i64
  %82 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %81
  store i32 14, ptr %82, align 4, !tbaa !2
  %83 = add nsw i32 %4, 27
  %84 = sext i32 %80 to i64
  %85 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %84
  store i32 1, ptr %85, align 4, !tbaa !2
  %86 = add nsw i32 %4, 28
  %87 = sext i32 %83 to i64
  %88 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %87
  store i32 3, ptr %88, align 4, !tbaa !2
  %89 = add nsw i32 %4, 29
  %90 = sext i32 %86 to i64
  %91 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %90
  store i32 8, ptr %91, align 4, !tbaa !2
  %92 = add nsw i32 %4, 30
  %93 = sext i32 %89 to i64
  %94 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %93
  store i32 11, ptr %94, align 4, !tbaa !2
  %95 = add nsw i32 %4, 31
  %96 = sext i32 %92 to i64
  %97 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %96
  store i32 13, ptr %97, align 4, !tbaa !2
  %98 = add nsw i32 %4, 32
  %99 = sext i32 %95 to i64
  %100 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %99
  store i32 17, ptr %100, align 4, !tbaa !2
  %101 = sext i32 %98 to i64
  %102 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %101
  %103 = add nsw i32 %4, 33
  %104 = add nsw i32 %4, 34
  %105 = sext i32 %103 to i64
  %106 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %105
  store i32 14, ptr %106, align 4, !tbaa !2
  %107 = add nsw i32 %4, 35
  %108 = sext i32 %104 to i64
  %109 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %108
  store i32 0, ptr %109, align 4, !tbaa !2
  %110 = add nsw i32 %4, 36
  %111 = sext i32 %107 to i64
  %112 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %111
  store i32 14, ptr %112, align 4, !tbaa !2
  %113 = add nsw i32 %4, 37
  %114 = sext i32 %110 to i64
  %115 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %114
  store i32 1, ptr %115, align 4, !tbaa !2
  %116 = add nsw i32 %4, 38
  %117 = sext i32 %113 to i64
  %118 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %117
  store i32 10, ptr %118, align 4, !tbaa !2
  %119 = add nsw i32 %4, 39
  %120 = sext i32 %116 to i64
  %121 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %120
  store i32 17, ptr %121, align 4, !tbaa !2
  %122 = sext i32 %119 to i64
  %123 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %122
  %124 = add nsw i32 %4, 40
  %125 = add nsw i32 %4, 41
  %126 = sext i32 %124 to i64
  %127 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %126
  store i32 14, ptr %127, align 4, !tbaa !2
  %128 = add nsw i32 %4, 42
  %129 = sext i32 %125 to i64
  %130 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %129
  store i32 1, ptr %130, align 4, !tbaa !2
  %131 = add nsw i32 %4, 43
  %132 = sext i32 %128 to i64
  %133 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %132
  store i32 1, ptr %133, align 4, !tbaa !2
  %134 = add nsw i32 %4, 44
  %135 = sext i32 %131 to i64
  %136 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %135
  store i32 1, ptr %136, align 4, !tbaa !2
  %137 = add nsw i32 %4, 45
  %138 = sext i32 %134 to i64
  %139 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %138
  store i32 6, ptr %139, align 4, !tbaa !2
  %140 = add nsw i32 %4, 46
  %141 = sext i32 %137 to i64
  %142 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %141
  store i32 15, ptr %142, align 4, !tbaa !2
  %143 = add nsw i32 %4, 47
  %144 = sext i32 %140 to i64
  %145 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %144
  store i32 1, ptr %145, align 4, !tbaa !2
  %146 = add nsw i32 %4, 48
  %147 = sext i32 %143 to i64
  %148 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %147
  store i32 16, ptr %148, align 4, !tbaa !2
  %149 = add nsw i32 %4, 49
  %150 = sext i32 %146 to i64
  %151 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %150
  store i32 %71, ptr %151, align 4, !tbaa !2
  store i32 %149, ptr %123, align 4, !tbaa !2
  %152 = add nsw i32 %4, 50
  %153 = sext i32 %149 to i64
  %154 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %153
  store i32 1, ptr %154, align 4, !tbaa !2
  %155 = add nsw i32 %4, 51
  %156 = sext i32 %152 to i64
  %157 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %156
  store i32 0, ptr %157, align 4, !tbaa !2
  %158 = add nsw i32 %4, 52
  %159 = sext i32 %155 to i64
  %160 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %159
  store i32 15, ptr %160, align 4, !tbaa !2
  %161 = add nsw i32 %4, 53
  %162 = sext i32 %158 to i64
  %163 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %162
  store i32 3, ptr %163, align 4, !tbaa !2
  store i32 %161, ptr %102, align 4, !tbaa !2
  %164 = add nsw i32 %4, 54
  %165 = sext i32 %161 to i64
  %166 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %165
  store i32 14, ptr %166, align 4, !tbaa !2
  %167 = add nsw i32 %4, 55
  %168 = sext i32 %164 to i64
  %169 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %168
  store i32 3, ptr %169, align 4, !tbaa !2
  %170 = add nsw i32 %4, 56
  %171 = sext i32 %167 to i64
  %172 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %171
  store i32 17, ptr %172, align 4, !tbaa !2
  %173 = sext i32 %170 to i64
  %174 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %173
  %175 = add nsw i32 %4, 57
  %176 = add nsw i32 %4, 58
  %177 = sext i32 %175 to i64
  %178 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %177
  store i32 14, ptr %178, align 4, !tbaa !2
  %179 = add nsw i32 %4, 59
  %180 = sext i32 %176 to i64
  %181 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %180
  store i32 2, ptr %181, align 4, !tbaa !2
  %182 = add nsw i32 %4, 60
  %183 = sext i32 %179 to i64
  %184 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %183
  store i32 14, ptr %184, align 4, !tbaa !2
  %185 = add nsw i32 %4, 61
  %186 = sext i32 %182 to i64
  %187 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %186
  store i32 0, ptr %187, align 4, !tbaa !2
  %188 = add nsw i32 %4, 62
  %189 = sext i32 %185 to i64
  %190 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %189
  store i32 6, ptr %190, align 4, !tbaa !2
  %191 = add nsw i32 %4, 63
  %192 = sext i32 %188 to i64
  %193 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %192
  store i32 15, ptr %193, align 4, !tbaa !2
  %194 = add nsw i32 %4, 64
  %195 = sext i32 %191 to i64
  %196 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %195
  store i32 2, ptr %196, align 4, !tbaa !2
  store i32 %194, ptr %174, align 4, !tbaa !2
  %197 = add nsw i32 %4, 65
  %198 = sext i32 %194 to i64
  %199 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %198
  store i32 14, ptr %199, align 4, !tbaa !2
  %200 = add nsw i32 %4, 66
  %201 = sext i32 %197 to i64
  %202 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %201
  store i32 0, ptr %202, align 4, !tbaa !2
  %203 = add nsw i32 %4, 67
  %204 = sext i32 %200 to i64
  %205 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %204
  store i32 1, ptr %205, align 4, !tbaa !2
  %206 = add nsw i32 %4, 68
  %207 = sext i32 %203 to i64
  %208 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %207
  store i32 1, ptr %208, align 4, !tbaa !2
  %209 = add nsw i32 %4, 69
  %210 = sext i32 %206 to i64
  %211 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %210
  store i32 6, ptr %211, align 4, !tbaa !2
  %212 = add nsw i32 %4, 70
  %213 = sext i32 %209 to i64
  %214 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %213
  store i32 15, ptr %214, align 4, !tbaa !2
  %215 = add nsw i32 %4, 71
  %216 = sext i32 %212 to i64
  %217 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %216
  store i32 0, ptr %217, align 4, !tbaa !2
  %218 = add nsw i32 %4, 72
  %219 = sext i32 %215 to i64
  %220 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %219
  store i32 16, ptr %220, align 4, !tbaa !2
  %221 = add nsw i32 %4, 73
  %222 = sext i32 %218 to i64
  %223 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %222
  store i32 %26, ptr %223, align 4, !tbaa !2
  store i32 %221, ptr %48, align 4, !tbaa !2
  %224 = add nsw i32 %4, 74
  %225 = sext i32 %221 to i64
  %226 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %225
  store i32 14, ptr %226, align 4, !tbaa !2
  %227 = add nsw i32 %4, 75
  %228 = sext i32 %224 to i64
  %229 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %228
  store i32 2, ptr %229, align 4, !tbaa !2
  %230 = add nsw i32 %4, 76
  %231 = sext i32 %227 to i64
  %232 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %231
  store i32 0, ptr %232, align 4, !tbaa !2
  %233 = add nsw i32 %4, 77
  %234 = sext i32 %230 to i64
  %235 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %234
  store i32 1, ptr %235, align 4, !tbaa !2
  %236 = add nsw i32 %4, 78
  %237 = sext i32 %233 to i64
  %238 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %237
  store i32 0, ptr %238, align 4, !tbaa !2
  %239 = add nsw i32 %4, 79
  %240 = sext i32 %236 to i64
  %241 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %240
  store i32 15, ptr %241, align 4, !tbaa !2
  %242 = add nsw i32 %4, 80
  %243 = sext i32 %239 to i64
  %244 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %243
  store i32 0, ptr %244, align 4, !tbaa !2
  %245 = add nsw i32 %4, 81
  %246 = sext i32 %242 to i64
  %247 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %246
  store i32 1, ptr %247, align 4, !tbaa !2
  %248 = add nsw i32 %4, 82
  %249 = sext i32 %245 to i64
  %250 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %249
  store i32 1, ptr %250, align 4, !tbaa !2
  %251 = add nsw i32 %4, 83
  %252 = sext i32 %248 to i64
  %253 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %252
  store i32 15, ptr %253, align 4, !tbaa !2
  %254 = add nsw i32 %4, 84
  %255 = sext i32 %251 to i64
  %256 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %255
  store i32 1, ptr %256, align 4, !tbaa !2
  %257 = add nsw i32 %4, 85
  %258 = sext i32 %254 to i64
  %259 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %258
  store i32 1, ptr %259, align 4, !tbaa !2
  %260 = add nsw i32 %4, 86
  %261 = sext i32 %257 to i64
  %262 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %261
  store i32 30, ptr %262, align 4, !tbaa !2
  %263 = add nsw i32 %4, 87
  %264 = sext i32 %260 to i64
  %265 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %264
  store i32 15, ptr %265, align 4, !tbaa !2
  %266 = add nsw i32 %4, 88
  %267 = sext i32 %263 to i64
  %268 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %267
  store i32 2, ptr %268, align 4, !tbaa !2
  %269 = add nsw i32 %4, 89
  %270 = sext i32 %266 to i64
  %271 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %270
  store i32 14, ptr %271, align 4, !tbaa !2
  %272 = add nsw i32 %4, 90
  %273 = sext i32 %269 to i64
  %274 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %273
  store i32 2, ptr %274, align 4, !tbaa !2
  %275 = add nsw i32 %4, 91
  %276 = sext i32 %272 to i64
  %277 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %276
  store i32 17, ptr %277, align 4, !tbaa !2
  %278 = sext i32 %275 to i64
  %279 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %278
  %280 = add nsw i32 %4, 92
  %281 = add nsw i32 %4, 93
  %282 = sext i32 %280 to i64
  %283 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %282
  store i32 14, ptr %283, align 4, !tbaa !2
  %284 = add nsw i32 %4, 94
  %285 = sext i32 %281 to i64
  %286 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %285
  store i32 0, ptr %286, align 4, !tbaa !2
  %287 = add nsw i32 %4, 95
  %288 = sext i32 %284 to i64
  %289 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %288
  store i32 14, ptr %289, align 4, !tbaa !2
  %290 = add nsw i32 %4, 96
  %291 = sext i32 %287 to i64
  %292 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %291
  store i32 1, ptr %292, align 4, !tbaa !2
  %293 = add nsw i32 %4, 97
  %294 = sext i32 %290 to i64
  %295 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %294
  store i32 6, ptr %295, align 4, !tbaa !2
  %296 = add nsw i32 %4, 98
  %297 = sext i32 %293 to i64
  %298 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %297
  store i32 1, ptr %298, align 4, !tbaa !2
  %299 = add nsw i32 %4, 99
  %300 = sext i32 %296 to i64
  %301 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %300
  store i32 1000003, ptr %301, align 4, !tbaa !2
  %302 = add nsw i32 %4, 100
  %303 = sext i32 %299 to i64
  %304 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %303
  store i32 10, ptr %304, align 4, !tbaa !2
  %305 = add nsw i32 %4, 101
  %306 = sext i32 %302 to i64
  %307 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %306
  store i32 14, ptr %307, align 4, !tbaa !2
  %308 = add nsw i32 %4, 102
  %309 = sext i32 %305 to i64
  %310 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %309
  store i32 1, ptr %310, align 4, !tbaa !2
  %311 = add nsw i32 %4, 103
  %312 = sext i32 %308 to i64
  %313 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %312
  store i32 15, ptr %313, align 4, !tbaa !2
  %314 = add nsw i32 %4, 104
  %315 = sext i32 %311 to i64
  %316 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %315
  store i32 0, ptr %316, align 4, !tbaa !2
  %317 = add nsw i32 %4, 105
  %318 = sext i32 %314 to i64
  %319 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %318
  store i32 15, ptr %319, align 4, !tbaa !2
  %320 = add nsw i32 %4, 106
  %321 = sext i32 %317 to i64
  %322 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %321
  store i32 1, ptr %322, align 4, !tbaa !2
  %323 = add nsw i32 %4, 107
  %324 = sext i32 %320 to i64
  %325 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %324
  store i32 14, ptr %325, align 4, !tbaa !2
  %326 = add nsw i32 %4, 108
  %327 = sext i32 %323 to i64
  %328 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %327
  store i32 2, ptr %328, align 4, !tbaa !2
  %329 = add nsw i32 %4, 109
  %330 = sext i32 %326 to i64
  %331 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %330
  store i32 1, ptr %331, align 4, !tbaa !2
  %332 = add nsw i32 %4, 110
  %333 = sext i32 %329 to i64
  %334 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %333
  store i32 1, ptr %334, align 4, !tbaa !2
  %335 = add nsw i32 %4, 111
  %336 = sext i32 %332 to i64
  %337 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %336
  store i32 7, ptr %337, align 4, !tbaa !2
  %338 = add nsw i32 %4, 112
  %339 = sext i32 %335 to i64
  %340 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %339
  store i32 15, ptr %340, align 4, !tbaa !2
  %341 = add nsw i32 %4, 113
  %342 = sext i32 %338 to i64
  %343 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %342
  store i32 2, ptr %343, align 4, !tbaa !2
  %344 = add nsw i32 %4, 114
  %345 = sext i32 %341 to i64
  %346 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %345
  store i32 16, ptr %346, align 4, !tbaa !2
  %347 = add nsw i32 %4, 115
  %348 = sext i32 %344 to i64
  %349 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %348
  store i32 %266, ptr %349, align 4, !tbaa !2
  store i32 %347, ptr %279, align 4, !tbaa !2
  %350 = add nsw i32 %4, 116
  %351 = sext i32 %347 to i64
  %352 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %351
  store i32 14, ptr %352, align 4, !tbaa !2
  %353 = add nsw i32 %4, 117
  %354 = sext i32 %350 to i64
  %355 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %354
  store i32 0, ptr %355, align 4, !tbaa !2
  %356 = add nsw i32 %4, 118
  %357 = sext i32 %353 to i64
  %358 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %357
  store i32 0, ptr %358, align 4, !tbaa !2
  %359 = add nsw i32 %4, 119
  %360 = sext i32 %356 to i64
  %361 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %360
  store i32 1, ptr %361, align 4, !tbaa !2
  %362 = add nsw i32 %4, 120
  %363 = sext i32 %359 to i64
  %364 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %363
  store i32 10, ptr %364, align 4, !tbaa !2
  %365 = add nsw i32 %4, 121
  %366 = sext i32 %362 to i64
  %367 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %366
  store i32 18, ptr %367, align 4, !tbaa !2
  %368 = sext i32 %365 to i64
  %369 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %368
  %370 = add nsw i32 %4, 122
  %371 = add nsw i32 %4, 123
  %372 = sext i32 %370 to i64
  %373 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %372
  store i32 0, ptr %373, align 4, !tbaa !2
  store i32 %371, ptr %369, align 4, !tbaa !2
  %374 = add nsw i32 %4, 124
  %375 = sext i32 %371 to i64
  %376 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %375
  store i32 3, ptr %376, align 4, !tbaa !2
  %377 = add nsw i32 %4, 125
  %378 = sext i32 %374 to i64
  %379 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %378
  store i32 1, ptr %379, align 4, !tbaa !2
  %380 = add nsw i32 %4, 126
  %381 = sext i32 %377 to i64
  %382 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %381
  store i32 2, ptr %382, align 4, !tbaa !2
  %383 = add nsw i32 %4, 127
  %384 = sext i32 %380 to i64
  %385 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %384
  store i32 11, ptr %385, align 4, !tbaa !2
  %386 = add nsw i32 %4, 128
  %387 = sext i32 %383 to i64
  %388 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %387
  store i32 17, ptr %388, align 4, !tbaa !2
  %389 = sext i32 %386 to i64
  %390 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %389
  %391 = add nsw i32 %4, 129
  %392 = add nsw i32 %4, 130
  %393 = sext i32 %391 to i64
  %394 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %393
  store i32 19, ptr %394, align 4, !tbaa !2
  store i32 %392, ptr %390, align 4, !tbaa !2
  %395 = add nsw i32 %4, 131
  %396 = sext i32 %392 to i64
  %397 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %396
  store i32 3, ptr %397, align 4, !tbaa !2
  %398 = add nsw i32 %4, 132
  %399 = sext i32 %395 to i64
  %400 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %399
  store i32 1, ptr %400, align 4, !tbaa !2
  %401 = add nsw i32 %4, 133
  %402 = sext i32 %398 to i64
  %403 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %402
  store i32 1, ptr %403, align 4, !tbaa !2
  %404 = add nsw i32 %4, 134
  %405 = sext i32 %401 to i64
  %406 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %405
  store i32 7, ptr %406, align 4, !tbaa !2
  %407 = add nsw i32 %4, 135
  %408 = sext i32 %404 to i64
  %409 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %408
  store i32 18, ptr %409, align 4, !tbaa !2
  %410 = add nsw i32 %4, 136
  %411 = sext i32 %407 to i64
  %412 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %411
  store i32 %371, ptr %412, align 4, !tbaa !2
  %413 = add nsw i32 %4, 137
  %414 = sext i32 %410 to i64
  %415 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %414
  store i32 8, ptr %415, align 4, !tbaa !2
  %416 = add nsw i32 %4, 138
  store i32 %416, ptr @ncode, align 4, !tbaa !2
  %417 = sext i32 %413 to i64
  %418 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %417
  store i32 19, ptr %418, align 4, !tbaa !2
  %419 = tail call fastcc i32 @run(i32 noundef %4) #4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #5
  %420 = icmp slt i32 %419, 0
  %421 = tail call i32 @llvm.abs.i32(i32 %419, i1 false)
  br i1 %420, label %422, label %424

422:                                              ; preds = %0
  %423 = tail call i32 @putchar(i32 noundef 45) #6
  br label %424

424:                                              ; preds = %422, %0
  br label %425

425:                                              ; preds = %424, %425
  %426 = phi i32 [ %436, %425 ], [ 1, %424 ]
  %427 = phi i64 [ %432, %425 ], [ 0, %424 ]
  %428 = phi i32 [ %434, %425 ], [ %421, %424 ]
  %429 = urem i32 %428, 10
  %430 = trunc nuw nsw i32 %429 to i8
  %431 = or disjoint i8 %430, 48
  %432 = add nuw nsw i64 %427, 1
  %433 = getelementptr inbounds [12 x i8], ptr %3, i64 0, i64 %427
  store i8 %431, ptr %433, align 1, !tbaa !6
  %434 = udiv i32 %428, 10
  %435 = icmp ult i32 %428, 10
  %436 = add nuw i32 %426, 1
  br i1 %435, label %437, label %425, !llvm.loop !7

437:                                              ; preds = %425
  %438 = sext i32 %426 to i64
  br label %439

439:                                              ; preds = %439, %437
  %440 = phi i64 [ %438, %437 ], [ %441, %439 ]
  %441 = add nsw i64 %440, -1
  %442 = getelementptr inbounds [12 x i8], ptr %3, i64 0, i64 %441
  %443 = load i8, ptr %442, align 1, !tbaa !6
  %444 = sext i8 %443 to i32
  %445 = tail call i32 @putchar(i32 noundef %444) #6
  %446 = icmp eq i64 %441, 0
  br i1 %446, label %447, label %439, !llvm.loop !9

447:                                              ; preds = %439
  %448 = tail call i32 @putchar(i32 noundef 10) #6
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #5
  %449 = icmp eq i32 %419, 568
  br i1 %449, label %451, label %450

450:                                              ; preds = %447
  tail call void @abort() #6
  br label %451

451:                                              ; preds = %450, %447
  %452 = tail call fastcc i32 @run(i32 noundef %230) #4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #5
  %453 = icmp slt i32 %452, 0
  %454 = tail call i32 @llvm.abs.i32(i32 %452, i1 false)
  br i1 %453, label %455, label %457

455:                                              ; preds = %451
  %456 = tail call i32 @putchar(i32 noundef 45) #6
  br label %457

457:                                              ; preds = %455, %451
  br label %458

458:                                              ; preds = %457, %458
  %459 = phi i32 [ %469, %458 ], [ 1, %457 ]
  %460 = phi i64 [ %465, %458 ], [ 0, %457 ]
  %461 = phi i32 [ %467, %458 ], [ %454, %457 ]
  %462 = urem i32 %461, 10
  %463 = trunc nuw nsw i32 %462 to i8
  %464 = or disjoint i8 %463, 48
  %465 = add nuw nsw i64 %460, 1
  %466 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %460
  store i8 %464, ptr %466, align 1, !tbaa !6
  %467 = udiv i32 %461, 10
  %468 = icmp ult i32 %461, 10
  %469 = add nuw i32 %459, 1
  br i1 %468, label %470, label %458, !llvm.loop !7

470:                                              ; preds = %458
  %471 = sext i32 %459 to i64
  br label %472

472:                                              ; preds = %472, %470
  %473 = phi i64 [ %471, %470 ], [ %474, %472 ]
  %474 = add nsw i64 %473, -1
  %475 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %474
  %476 = load i8, ptr %475, align 1, !tbaa !6
  %477 = sext i8 %476 to i32
  %478 = tail call i32 @putchar(i32 noundef %477) #6
  %479 = icmp eq i64 %474, 0
  br i1 %479, label %480, label %472, !llvm.loop !9

480:                                              ; preds = %472
  %481 = tail call i32 @putchar(i32 noundef 10) #6
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #5
  %482 = tail call fastcc i32 @run(i32 noundef %356) #4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #5
  %483 = icmp slt i32 %482, 0
  %484 = tail call i32 @llvm.abs.i32(i32 %482, i1 false)
  br i1 %483, label %485, label %487

485:                                              ; preds = %480
  %486 = tail call i32 @putchar(i32 noundef 45) #6
  br label %487

487:                                              ; preds = %485, %480
  br label %488

488:                                              ; preds = %487, %488
  %489 = phi i32 [ %499, %488 ], [ 1, %487 ]
  %490 = phi i64 [ %495, %488 ], [ 0, %487 ]
  %491 = phi i32 [ %497, %488 ], [ %484, %487 ]
  %492 = urem i32 %491, 10
  %493 = trunc nuw nsw i32 %492 to i8
  %494 = or disjoint i8 %493, 48
  %495 = add nuw nsw i64 %490, 1
  %496 = getelementptr inbounds [12 x i8], ptr %1, i64 0, i64 %490
  store i8 %494, ptr %496, align 1, !tbaa !6
  %497 = udiv i32 %491, 10
  %498 = icmp ult i32 %491, 10
  %499 = add nuw i32 %489, 1
  br i1 %498, label %500, label %488, !llvm.loop !7

500:                                              ; preds = %488
  %501 = sext i32 %489 to i64
  br label %502

502:                                              ; preds = %502, %500
  %503 = phi i64 [ %501, %500 ], [ %504, %502 ]
  %504 = add nsw i64 %503, -1
  %505 = getelementptr inbounds [12 x i8], ptr %1, i64 0, i64 %504
  %506 = load i8, ptr %505, align 1, !tbaa !6
  %507 = sext i8 %506 to i32
  %508 = tail call i32 @putchar(i32 noundef %507) #6
  %509 = icmp eq i64 %504, 0
  br i1 %509, label %510, label %502, !llvm.loop !9

510:                                              ; preds = %502
  %511 = tail call i32 @putchar(i32 noundef 10) #6
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #5
  %512 = icmp eq i32 %482, 3628800
  br i1 %512, label %514, label %513

513:                                              ; preds = %510
  tail call void @abort() #6
  br label %514

514:                                              ; preds = %513, %510
  %515 = xor i32 %419, -2128831035
  %516 = mul i32 %515, 16777619
  %517 = xor i32 %452, %516
  %518 = mul i32 %517, 16777619
  %519 = xor i32 %482, %518
  %520 = mul i32 %519, 16777619
  %521 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 424), align 4, !tbaa !10
  %522 = xor i32 %521, %520
  %523 = mul i32 %522, 16777619
  %524 = and i32 %523, 2147483647
  tail call void @exit(i32 noundef %524) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal fastcc i32 @run(i32 noundef %0) unnamed_addr #0 {
  store i32 0, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  store i32 0, ptr getelementptr inbounds (i8, ptr @machine, i64 420), align 4, !tbaa !13
  br label %2

2:                                                ; preds = %233, %1
  %3 = phi i32 [ 0, %1 ], [ %236, %233 ]
  %4 = phi i32 [ 0, %1 ], [ %235, %233 ]
  %5 = phi i32 [ %0, %1 ], [ %234, %233 ]
  %6 = add nsw i32 %5, 1
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !2
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 424), align 4, !tbaa !10
  %11 = add i32 %10, 1
  store i32 %11, ptr getelementptr inbounds (i8, ptr @machine, i64 424), align 4, !tbaa !10
  %12 = icmp ugt i32 %4, 62
  %13 = icmp ugt i32 %3, 31
  %14 = select i1 %12, i1 true, i1 %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  tail call void @abort() #6
  br label %16

16:                                               ; preds = %2, %15
  switch i32 %9, label %232 [
    i32 0, label %17
    i32 1, label %25
    i32 2, label %34
    i32 3, label %37
    i32 4, label %47
    i32 5, label %61
    i32 6, label %71
    i32 7, label %82
    i32 8, label %93
    i32 9, label %104
    i32 10, label %123
    i32 11, label %142
    i32 12, label %154
    i32 13, label %166
    i32 14, label %174
    i32 15, label %187
    i32 16, label %200
    i32 17, label %204
    i32 18, label %217
    i32 19, label %226
  ]

17:                                               ; preds = %16
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %237

20:                                               ; preds = %17
  %21 = add nsw i32 %18, -1
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !2
  br label %237

25:                                               ; preds = %16
  %26 = add nsw i32 %5, 2
  %27 = sext i32 %6 to i64
  %28 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !2
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %32
  store i32 %29, ptr %33, align 4, !tbaa !2
  br label %233

34:                                               ; preds = %16
  %35 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %36 = add nsw i32 %35, -1
  store i32 %36, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  br label %233

37:                                               ; preds = %16
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %39 = add nsw i32 %38, -1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !2
  %43 = sext i32 %38 to i64
  %44 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %43
  store i32 %42, ptr %44, align 4, !tbaa !2
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  br label %233

47:                                               ; preds = %16
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %49 = add nsw i32 %48, -1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !2
  %53 = add nsw i32 %48, -2
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !2
  store i32 %56, ptr %51, align 4, !tbaa !2
  %57 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %58 = add nsw i32 %57, -2
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %59
  store i32 %52, ptr %60, align 4, !tbaa !2
  br label %233

61:                                               ; preds = %16
  %62 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %63 = add nsw i32 %62, -2
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !2
  %67 = sext i32 %62 to i64
  %68 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %67
  store i32 %66, ptr %68, align 4, !tbaa !2
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  br label %233

71:                                               ; preds = %16
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %73 = add nsw i32 %72, -1
  store i32 %73, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !2
  %77 = add nsw i32 %72, -2
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !2
  %81 = add i32 %80, %76
  store i32 %81, ptr %79, align 4, !tbaa !2
  br label %233

82:                                               ; preds = %16
  %83 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %84 = add nsw i32 %83, -1
  store i32 %84, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !2
  %88 = add nsw i32 %83, -2
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !2
  %92 = sub i32 %91, %87
  store i32 %92, ptr %90, align 4, !tbaa !2
  br label %233

93:                                               ; preds = %16
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %95 = add nsw i32 %94, -1
  store i32 %95, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !2
  %99 = add nsw i32 %94, -2
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !2
  %103 = mul i32 %102, %98
  store i32 %103, ptr %101, align 4, !tbaa !2
  br label %233

104:                                              ; preds = %16
  %105 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %106 = add nsw i32 %105, -1
  store i32 %106, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !2
  %110 = add nsw i32 %105, -2
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !2
  %114 = icmp eq i32 %109, 0
  br i1 %114, label %121, label %115

115:                                              ; preds = %104
  %116 = icmp eq i32 %113, -2147483648
  %117 = icmp eq i32 %109, -1
  %118 = and i1 %117, %116
  br i1 %118, label %121, label %119

119:                                              ; preds = %115
  %120 = sdiv i32 %113, %109
  br label %121

121:                                              ; preds = %104, %115, %119
  %122 = phi i32 [ %120, %119 ], [ 0, %115 ], [ 0, %104 ]
  store i32 %122, ptr %112, align 4, !tbaa !2
  br label %233

123:                                              ; preds = %16
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %125 = add nsw i32 %124, -1
  store i32 %125, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !2
  %129 = add nsw i32 %124, -2
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !2
  %133 = icmp eq i32 %128, 0
  br i1 %133, label %140, label %134

134:                                              ; preds = %123
  %135 = icmp eq i32 %132, -2147483648
  %136 = icmp eq i32 %128, -1
  %137 = and i1 %136, %135
  br i1 %137, label %140, label %138

138:                                              ; preds = %134
  %139 = srem i32 %132, %128
  br label %140

140:                                              ; preds = %123, %134, %138
  %141 = phi i32 [ %139, %138 ], [ 0, %134 ], [ 0, %123 ]
  store i32 %141, ptr %131, align 4, !tbaa !2
  br label %233

142:                                              ; preds = %16
  %143 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %144 = add nsw i32 %143, -1
  store i32 %144, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !2
  %148 = add nsw i32 %143, -2
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !2
  %152 = icmp slt i32 %151, %147
  %153 = zext i1 %152 to i32
  store i32 %153, ptr %150, align 4, !tbaa !2
  br label %233

154:                                              ; preds = %16
  %155 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %156 = add nsw i32 %155, -1
  store i32 %156, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !2
  %160 = add nsw i32 %155, -2
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !2
  %164 = icmp eq i32 %163, %159
  %165 = zext i1 %164 to i32
  store i32 %165, ptr %162, align 4, !tbaa !2
  br label %233

166:                                              ; preds = %16
  %167 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %168 = add nsw i32 %167, -1
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !2
  %172 = icmp eq i32 %171, 0
  %173 = zext i1 %172 to i32
  store i32 %173, ptr %170, align 4, !tbaa !2
  br label %233

174:                                              ; preds = %16
  %175 = add nsw i32 %5, 2
  %176 = sext i32 %6 to i64
  %177 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !2
  %179 = and i32 %178, 7
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds [8 x i32], ptr getelementptr inbounds (i8, ptr @machine, i64 256), i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !2
  %183 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %185 = sext i32 %183 to i64
  %186 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %185
  store i32 %182, ptr %186, align 4, !tbaa !2
  br label %233

187:                                              ; preds = %16
  %188 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %189 = add nsw i32 %188, -1
  store i32 %189, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !2
  %193 = add nsw i32 %5, 2
  %194 = sext i32 %6 to i64
  %195 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !2
  %197 = and i32 %196, 7
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds [8 x i32], ptr getelementptr inbounds (i8, ptr @machine, i64 256), i64 0, i64 %198
  store i32 %192, ptr %199, align 4, !tbaa !2
  br label %233

200:                                              ; preds = %16
  %201 = sext i32 %6 to i64
  %202 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !2
  br label %233

204:                                              ; preds = %16
  %205 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %206 = add nsw i32 %205, -1
  store i32 %206, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [64 x i32], ptr @machine, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !2
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %211, label %215

211:                                              ; preds = %204
  %212 = sext i32 %6 to i64
  %213 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !2
  br label %233

215:                                              ; preds = %204
  %216 = add nsw i32 %5, 2
  br label %233

217:                                              ; preds = %16
  %218 = add nsw i32 %5, 2
  %219 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 420), align 4, !tbaa !13
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr getelementptr inbounds (i8, ptr @machine, i64 420), align 4, !tbaa !13
  %221 = sext i32 %219 to i64
  %222 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds (i8, ptr @machine, i64 288), i64 0, i64 %221
  store i32 %218, ptr %222, align 4, !tbaa !2
  %223 = sext i32 %6 to i64
  %224 = getelementptr inbounds [160 x i32], ptr @code, i64 0, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !2
  br label %233

226:                                              ; preds = %16
  %227 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 420), align 4, !tbaa !13
  %228 = add nsw i32 %227, -1
  store i32 %228, ptr getelementptr inbounds (i8, ptr @machine, i64 420), align 4, !tbaa !13
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds (i8, ptr @machine, i64 288), i64 0, i64 %229
  %231 = load i32, ptr %230, align 4, !tbaa !2
  br label %233

232:                                              ; preds = %16
  tail call void @abort() #6
  br label %233

233:                                              ; preds = %25, %34, %37, %47, %61, %71, %82, %93, %121, %140, %142, %154, %166, %174, %187, %200, %217, %226, %232, %215, %211
  %234 = phi i32 [ %6, %232 ], [ %231, %226 ], [ %225, %217 ], [ %203, %200 ], [ %193, %187 ], [ %175, %174 ], [ %6, %166 ], [ %6, %154 ], [ %6, %142 ], [ %6, %140 ], [ %6, %121 ], [ %6, %93 ], [ %6, %82 ], [ %6, %71 ], [ %6, %61 ], [ %6, %47 ], [ %6, %37 ], [ %6, %34 ], [ %26, %25 ], [ %214, %211 ], [ %216, %215 ]
  %235 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 416), align 4, !tbaa !12
  %236 = load i32, ptr getelementptr inbounds (i8, ptr @machine, i64 420), align 4
  br label %2

237:                                              ; preds = %17, %20
  %238 = phi i32 [ 0, %17 ], [ %24, %20 ]
  ret i32 %238
}

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!4, !4, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{!11, !3, i64 424}
!11 = !{!"vm", !4, i64 0, !4, i64 256, !4, i64 288, !3, i64 416, !3, i64 420, !3, i64 424}
!12 = !{!11, !3, i64 416}
!13 = !{!11, !3, i64 420}
