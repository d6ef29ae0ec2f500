; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@program = internal constant [214 x i8] c"int main(void) { int x = 0x1F + 42; /* block * comment */\0A  // line comment\0A  char *s = \22a \\\22quoted\\\22 string\\n\22;\0A  while (x > 0) { x = x - 3; if (x == 7) break; }\0A  return x * 0xff / 12 + foo_bar9(s, 0x0, 777);\0A}\0A\00", align 1
@counts.1 = internal unnamed_addr global i32 0, align 4
@counts.2 = internal unnamed_addr global i32 0, align 4
@counts.3 = internal unnamed_addr global i32 0, align 4
@counts.4 = internal unnamed_addr global i32 0, align 4
@counts.5 = internal unnamed_addr global i32 0, align 4
@num_sum = internal unnamed_addr global i32 0, align 4
@main.cands = internal unnamed_addr constant [15 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"-12\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"+3.25\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"1e10\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"6.02E-23\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"-.5\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"1.\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"--1\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"7e+\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"42E+7\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4
@trans = internal unnamed_addr constant [9 x [5 x i8]] [[5 x i8] c"\02\01\09\09\09", [5 x i8] c"\02\09\09\09\09", [5 x i8] c"\02\09\03\05\09", [5 x i8] c"\04\09\09\09\09", [5 x i8] c"\04\09\09\05\09", [5 x i8] c"\07\06\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\09\09\09\09\09"], align 1

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @counts.5, align 4, !tbaa !3
  %2 = load i32, i32* @h, align 4, !tbaa !3
  %3 = load i32, i32* @counts.4, align 4, !tbaa !3
  %4 = load i32, i32* @counts.3, align 4, !tbaa !3
  %5 = load i32, i32* @counts.2, align 4, !tbaa !3
  %6 = load i32, i32* @num_sum, align 4, !tbaa !3
  %7 = load i32, i32* @counts.1, align 4, !tbaa !3
  br label %22

8:                                                ; preds = %699
  %9 = mul i32 %38, 16777619
  %10 = xor i32 %9, %33
  %11 = mul i32 %10, 16777619
  %12 = xor i32 %11, %35
  %13 = mul i32 %12, 16777619
  %14 = xor i32 %13, %36
  %15 = mul i32 %14, 16777619
  %16 = xor i32 %15, %37
  %17 = mul i32 %16, 16777619
  %18 = xor i32 %17, %39
  %19 = mul i32 %18, 16777619
  %20 = xor i32 %19, %34
  %21 = mul i32 %20, 16777619
  br label %702

22:                                               ; preds = %0, %699
  %23 = phi i32 [ 0, %0 ], [ %700, %699 ]
  %24 = phi i32 [ %1, %0 ], [ %39, %699 ]
  %25 = phi i32 [ %2, %0 ], [ %38, %699 ]
  %26 = phi i32 [ %3, %0 ], [ %37, %699 ]
  %27 = phi i32 [ %4, %0 ], [ %36, %699 ]
  %28 = phi i32 [ %5, %0 ], [ %35, %699 ]
  %29 = phi i32 [ %6, %0 ], [ %34, %699 ]
  %30 = phi i32 [ %7, %0 ], [ %33, %699 ]
  %31 = getelementptr inbounds [214 x i8], [214 x i8]* @program, i32 0, i32 %23
  br label %32

32:                                               ; preds = %679, %22
  %33 = phi i32 [ %30, %22 ], [ %680, %679 ]
  %34 = phi i32 [ %29, %22 ], [ %681, %679 ]
  %35 = phi i32 [ %28, %22 ], [ %682, %679 ]
  %36 = phi i32 [ %27, %22 ], [ %683, %679 ]
  %37 = phi i32 [ %26, %22 ], [ %684, %679 ]
  %38 = phi i32 [ %25, %22 ], [ %685, %679 ]
  %39 = phi i32 [ %24, %22 ], [ %686, %679 ]
  %40 = phi i32 [ %30, %22 ], [ %687, %679 ]
  %41 = phi i32 [ %29, %22 ], [ %688, %679 ]
  %42 = phi i32 [ %28, %22 ], [ %689, %679 ]
  %43 = phi i32 [ %27, %22 ], [ %690, %679 ]
  %44 = phi i32 [ %26, %22 ], [ %691, %679 ]
  %45 = phi i32 [ %25, %22 ], [ %692, %679 ]
  %46 = phi i32 [ %24, %22 ], [ %693, %679 ]
  %47 = phi i8* [ %31, %22 ], [ %694, %679 ]
  %48 = phi i32 [ 0, %22 ], [ %695, %679 ]
  %49 = phi i8* [ %31, %22 ], [ %698, %679 ]
  %50 = phi i32 [ 0, %22 ], [ %697, %679 ]
  %51 = load i8, i8* %49, align 1, !tbaa !7
  %52 = zext i8 %51 to i32
  switch i32 %50, label %679 [
    i32 0, label %53
    i32 1, label %77
    i32 2, label %166
    i32 3, label %253
    i32 4, label %254
    i32 5, label %348
    i32 6, label %429
    i32 7, label %430
    i32 8, label %512
    i32 9, label %593
    i32 10, label %594
  ]

53:                                               ; preds = %32
  %54 = icmp eq i8 %51, 0
  br i1 %54, label %699, label %55

55:                                               ; preds = %53
  %56 = and i32 %52, 223
  %57 = add nsw i32 %56, -91
  %58 = icmp ult i32 %57, -26
  %59 = icmp ne i8 %51, 95
  %60 = and i1 %59, %58
  br i1 %60, label %61, label %679

61:                                               ; preds = %55
  %62 = icmp eq i8 %51, 48
  br i1 %62, label %63, label %67

63:                                               ; preds = %61
  %64 = getelementptr inbounds i8, i8* %49, i32 1
  %65 = load i8, i8* %64, align 1, !tbaa !7
  switch i8 %65, label %66 [
    i8 120, label %679
    i8 88, label %679
  ]

66:                                               ; preds = %63
  br label %679

67:                                               ; preds = %61
  %68 = add nsw i32 %52, -48
  %69 = icmp ugt i32 %68, 9
  br i1 %69, label %70, label %679

70:                                               ; preds = %67
  switch i8 %51, label %72 [
    i8 34, label %679
    i8 47, label %71
    i8 32, label %678
    i8 10, label %678
    i8 9, label %678
  ]

71:                                               ; preds = %70
  br label %679

72:                                               ; preds = %70
  %73 = add nsw i32 %44, 1
  store i32 %73, i32* @counts.4, align 4, !tbaa !3
  %74 = add nuw nsw i32 %52, 132
  %75 = xor i32 %74, %45
  %76 = mul i32 %75, 16777619
  store i32 %76, i32* @h, align 4, !tbaa !3
  br label %679

77:                                               ; preds = %32
  %78 = and i32 %52, 223
  %79 = add nsw i32 %78, -91
  %80 = icmp ult i32 %79, -26
  %81 = icmp ne i8 %51, 95
  %82 = and i1 %81, %80
  %83 = add nsw i32 %52, -58
  %84 = icmp ult i32 %83, -10
  %85 = select i1 %82, i1 %84, i1 false
  br i1 %85, label %86, label %679

86:                                               ; preds = %77
  %87 = add nsw i32 %40, 1
  store i32 %87, i32* @counts.1, align 4, !tbaa !3
  %88 = icmp ult i8* %47, %49
  br i1 %88, label %89, label %161

89:                                               ; preds = %86
  %90 = ptrtoint i8* %49 to i32
  %91 = ptrtoint i8* %47 to i32
  %92 = sub i32 %90, %91
  %93 = xor i32 %91, -1
  %94 = add i32 %93, %90
  %95 = and i32 %92, 7
  %96 = icmp ult i32 %94, 7
  br i1 %96, label %145, label %97

97:                                               ; preds = %89
  %98 = and i32 %92, -8
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i8* [ %47, %97 ], [ %142, %99 ]
  %101 = phi i32 [ 1, %97 ], [ %141, %99 ]
  %102 = phi i32 [ 0, %97 ], [ %143, %99 ]
  %103 = mul i32 %101, 33
  %104 = load i8, i8* %100, align 1, !tbaa !7
  %105 = zext i8 %104 to i32
  %106 = add i32 %103, %105
  %107 = getelementptr inbounds i8, i8* %100, i32 1
  %108 = mul i32 %106, 33
  %109 = load i8, i8* %107, align 1, !tbaa !7
  %110 = zext i8 %109 to i32
  %111 = add i32 %108, %110
  %112 = getelementptr inbounds i8, i8* %100, i32 2
  %113 = mul i32 %111, 33
  %114 = load i8, i8* %112, align 1, !tbaa !7
  %115 = zext i8 %114 to i32
  %116 = add i32 %113, %115
  %117 = getelementptr inbounds i8, i8* %100, i32 3
  %118 = mul i32 %116, 33
  %119 = load i8, i8* %117, align 1, !tbaa !7
  %120 = zext i8 %119 to i32
  %121 = add i32 %118, %120
  %122 = getelementptr inbounds i8, i8* %100, i32 4
  %123 = mul i32 %121, 33
  %124 = load i8, i8* %122, align 1, !tbaa !7
  %125 = zext i8 %124 to i32
  %126 = add i32 %123, %125
  %127 = getelementptr inbounds i8, i8* %100, i32 5
  %128 = mul i32 %126, 33
  %129 = load i8, i8* %127, align 1, !tbaa !7
  %130 = zext i8 %129 to i32
  %131 = add i32 %128, %130
  %132 = getelementptr inbounds i8, i8* %100, i32 6
  %133 = mul i32 %131, 33
  %134 = load i8, i8* %132, align 1, !tbaa !7
  %135 = zext i8 %134 to i32
  %136 = add i32 %133, %135
  %137 = getelementptr inbounds i8, i8* %100, i32 7
  %138 = mul i32 %136, 33
  %139 = load i8, i8* %137, align 1, !tbaa !7
  %140 = zext i8 %139 to i32
  %141 = add i32 %138, %140
  %142 = getelementptr inbounds i8, i8* %100, i32 8
  %143 = add i32 %102, 8
  %144 = icmp eq i32 %143, %98
  br i1 %144, label %145, label %99, !llvm.loop !8

145:                                              ; preds = %99, %89
  %146 = phi i32 [ undef, %89 ], [ %141, %99 ]
  %147 = phi i8* [ %47, %89 ], [ %142, %99 ]
  %148 = phi i32 [ 1, %89 ], [ %141, %99 ]
  %149 = icmp eq i32 %95, 0
  br i1 %149, label %161, label %150

150:                                              ; preds = %145, %150
  %151 = phi i8* [ %158, %150 ], [ %147, %145 ]
  %152 = phi i32 [ %157, %150 ], [ %148, %145 ]
  %153 = phi i32 [ %159, %150 ], [ 0, %145 ]
  %154 = mul i32 %152, 33
  %155 = load i8, i8* %151, align 1, !tbaa !7
  %156 = zext i8 %155 to i32
  %157 = add i32 %154, %156
  %158 = getelementptr inbounds i8, i8* %151, i32 1
  %159 = add i32 %153, 1
  %160 = icmp eq i32 %159, %95
  br i1 %160, label %161, label %150, !llvm.loop !10

161:                                              ; preds = %145, %150, %86
  %162 = phi i32 [ 1, %86 ], [ %146, %145 ], [ %157, %150 ]
  %163 = xor i32 %162, %45
  %164 = mul i32 %163, 16777619
  store i32 %164, i32* @h, align 4, !tbaa !3
  %165 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %679

166:                                              ; preds = %32
  %167 = add nsw i32 %52, -48
  %168 = icmp ugt i32 %167, 9
  br i1 %168, label %172, label %169

169:                                              ; preds = %166
  %170 = mul i32 %48, 10
  %171 = add i32 %167, %170
  br label %679

172:                                              ; preds = %166
  %173 = add nsw i32 %42, 1
  store i32 %173, i32* @counts.2, align 4, !tbaa !3
  %174 = icmp ult i8* %47, %49
  br i1 %174, label %175, label %247

175:                                              ; preds = %172
  %176 = ptrtoint i8* %49 to i32
  %177 = ptrtoint i8* %47 to i32
  %178 = sub i32 %176, %177
  %179 = xor i32 %177, -1
  %180 = add i32 %179, %176
  %181 = and i32 %178, 7
  %182 = icmp ult i32 %180, 7
  br i1 %182, label %231, label %183

183:                                              ; preds = %175
  %184 = and i32 %178, -8
  br label %185

185:                                              ; preds = %185, %183
  %186 = phi i8* [ %47, %183 ], [ %228, %185 ]
  %187 = phi i32 [ 2, %183 ], [ %227, %185 ]
  %188 = phi i32 [ 0, %183 ], [ %229, %185 ]
  %189 = mul i32 %187, 33
  %190 = load i8, i8* %186, align 1, !tbaa !7
  %191 = zext i8 %190 to i32
  %192 = add i32 %189, %191
  %193 = getelementptr inbounds i8, i8* %186, i32 1
  %194 = mul i32 %192, 33
  %195 = load i8, i8* %193, align 1, !tbaa !7
  %196 = zext i8 %195 to i32
  %197 = add i32 %194, %196
  %198 = getelementptr inbounds i8, i8* %186, i32 2
  %199 = mul i32 %197, 33
  %200 = load i8, i8* %198, align 1, !tbaa !7
  %201 = zext i8 %200 to i32
  %202 = add i32 %199, %201
  %203 = getelementptr inbounds i8, i8* %186, i32 3
  %204 = mul i32 %202, 33
  %205 = load i8, i8* %203, align 1, !tbaa !7
  %206 = zext i8 %205 to i32
  %207 = add i32 %204, %206
  %208 = getelementptr inbounds i8, i8* %186, i32 4
  %209 = mul i32 %207, 33
  %210 = load i8, i8* %208, align 1, !tbaa !7
  %211 = zext i8 %210 to i32
  %212 = add i32 %209, %211
  %213 = getelementptr inbounds i8, i8* %186, i32 5
  %214 = mul i32 %212, 33
  %215 = load i8, i8* %213, align 1, !tbaa !7
  %216 = zext i8 %215 to i32
  %217 = add i32 %214, %216
  %218 = getelementptr inbounds i8, i8* %186, i32 6
  %219 = mul i32 %217, 33
  %220 = load i8, i8* %218, align 1, !tbaa !7
  %221 = zext i8 %220 to i32
  %222 = add i32 %219, %221
  %223 = getelementptr inbounds i8, i8* %186, i32 7
  %224 = mul i32 %222, 33
  %225 = load i8, i8* %223, align 1, !tbaa !7
  %226 = zext i8 %225 to i32
  %227 = add i32 %224, %226
  %228 = getelementptr inbounds i8, i8* %186, i32 8
  %229 = add i32 %188, 8
  %230 = icmp eq i32 %229, %184
  br i1 %230, label %231, label %185, !llvm.loop !8

231:                                              ; preds = %185, %175
  %232 = phi i32 [ undef, %175 ], [ %227, %185 ]
  %233 = phi i8* [ %47, %175 ], [ %228, %185 ]
  %234 = phi i32 [ 2, %175 ], [ %227, %185 ]
  %235 = icmp eq i32 %181, 0
  br i1 %235, label %247, label %236

236:                                              ; preds = %231, %236
  %237 = phi i8* [ %244, %236 ], [ %233, %231 ]
  %238 = phi i32 [ %243, %236 ], [ %234, %231 ]
  %239 = phi i32 [ %245, %236 ], [ 0, %231 ]
  %240 = mul i32 %238, 33
  %241 = load i8, i8* %237, align 1, !tbaa !7
  %242 = zext i8 %241 to i32
  %243 = add i32 %240, %242
  %244 = getelementptr inbounds i8, i8* %237, i32 1
  %245 = add i32 %239, 1
  %246 = icmp eq i32 %245, %181
  br i1 %246, label %247, label %236, !llvm.loop !12

247:                                              ; preds = %231, %236, %172
  %248 = phi i32 [ 2, %172 ], [ %232, %231 ], [ %243, %236 ]
  %249 = xor i32 %248, %45
  %250 = mul i32 %249, 16777619
  store i32 %250, i32* @h, align 4, !tbaa !3
  %251 = add i32 %48, %41
  store i32 %251, i32* @num_sum, align 4, !tbaa !3
  %252 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %679

253:                                              ; preds = %32
  br label %679

254:                                              ; preds = %32
  %255 = add nsw i32 %52, -48
  %256 = icmp ult i32 %255, 10
  %257 = and i32 %52, 223
  %258 = add nsw i32 %257, -65
  %259 = icmp ult i32 %258, 6
  %260 = or i1 %256, %259
  br i1 %260, label %261, label %267

261:                                              ; preds = %254
  %262 = shl i32 %48, 4
  %263 = or i32 %52, 32
  %264 = add nsw i32 %263, -87
  %265 = select i1 %256, i32 %255, i32 %264
  %266 = add i32 %265, %262
  br label %679

267:                                              ; preds = %254
  %268 = add nsw i32 %42, 1
  store i32 %268, i32* @counts.2, align 4, !tbaa !3
  %269 = icmp ult i8* %47, %49
  br i1 %269, label %270, label %342

270:                                              ; preds = %267
  %271 = ptrtoint i8* %49 to i32
  %272 = ptrtoint i8* %47 to i32
  %273 = sub i32 %271, %272
  %274 = xor i32 %272, -1
  %275 = add i32 %274, %271
  %276 = and i32 %273, 7
  %277 = icmp ult i32 %275, 7
  br i1 %277, label %326, label %278

278:                                              ; preds = %270
  %279 = and i32 %273, -8
  br label %280

280:                                              ; preds = %280, %278
  %281 = phi i8* [ %47, %278 ], [ %323, %280 ]
  %282 = phi i32 [ 2, %278 ], [ %322, %280 ]
  %283 = phi i32 [ 0, %278 ], [ %324, %280 ]
  %284 = mul i32 %282, 33
  %285 = load i8, i8* %281, align 1, !tbaa !7
  %286 = zext i8 %285 to i32
  %287 = add i32 %284, %286
  %288 = getelementptr inbounds i8, i8* %281, i32 1
  %289 = mul i32 %287, 33
  %290 = load i8, i8* %288, align 1, !tbaa !7
  %291 = zext i8 %290 to i32
  %292 = add i32 %289, %291
  %293 = getelementptr inbounds i8, i8* %281, i32 2
  %294 = mul i32 %292, 33
  %295 = load i8, i8* %293, align 1, !tbaa !7
  %296 = zext i8 %295 to i32
  %297 = add i32 %294, %296
  %298 = getelementptr inbounds i8, i8* %281, i32 3
  %299 = mul i32 %297, 33
  %300 = load i8, i8* %298, align 1, !tbaa !7
  %301 = zext i8 %300 to i32
  %302 = add i32 %299, %301
  %303 = getelementptr inbounds i8, i8* %281, i32 4
  %304 = mul i32 %302, 33
  %305 = load i8, i8* %303, align 1, !tbaa !7
  %306 = zext i8 %305 to i32
  %307 = add i32 %304, %306
  %308 = getelementptr inbounds i8, i8* %281, i32 5
  %309 = mul i32 %307, 33
  %310 = load i8, i8* %308, align 1, !tbaa !7
  %311 = zext i8 %310 to i32
  %312 = add i32 %309, %311
  %313 = getelementptr inbounds i8, i8* %281, i32 6
  %314 = mul i32 %312, 33
  %315 = load i8, i8* %313, align 1, !tbaa !7
  %316 = zext i8 %315 to i32
  %317 = add i32 %314, %316
  %318 = getelementptr inbounds i8, i8* %281, i32 7
  %319 = mul i32 %317, 33
  %320 = load i8, i8* %318, align 1, !tbaa !7
  %321 = zext i8 %320 to i32
  %322 = add i32 %319, %321
  %323 = getelementptr inbounds i8, i8* %281, i32 8
  %324 = add i32 %283, 8
  %325 = icmp eq i32 %324, %279
  br i1 %325, label %326, label %280, !llvm.loop !8

326:                                              ; preds = %280, %270
  %327 = phi i32 [ undef, %270 ], [ %322, %280 ]
  %328 = phi i8* [ %47, %270 ], [ %323, %280 ]
  %329 = phi i32 [ 2, %270 ], [ %322, %280 ]
  %330 = icmp eq i32 %276, 0
  br i1 %330, label %342, label %331

331:                                              ; preds = %326, %331
  %332 = phi i8* [ %339, %331 ], [ %328, %326 ]
  %333 = phi i32 [ %338, %331 ], [ %329, %326 ]
  %334 = phi i32 [ %340, %331 ], [ 0, %326 ]
  %335 = mul i32 %333, 33
  %336 = load i8, i8* %332, align 1, !tbaa !7
  %337 = zext i8 %336 to i32
  %338 = add i32 %335, %337
  %339 = getelementptr inbounds i8, i8* %332, i32 1
  %340 = add i32 %334, 1
  %341 = icmp eq i32 %340, %276
  br i1 %341, label %342, label %331, !llvm.loop !13

342:                                              ; preds = %326, %331, %267
  %343 = phi i32 [ 2, %267 ], [ %327, %326 ], [ %338, %331 ]
  %344 = xor i32 %343, %45
  %345 = mul i32 %344, 16777619
  store i32 %345, i32* @h, align 4, !tbaa !3
  %346 = add i32 %48, %41
  store i32 %346, i32* @num_sum, align 4, !tbaa !3
  %347 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %679

348:                                              ; preds = %32
  switch i8 %51, label %676 [
    i8 92, label %679
    i8 34, label %349
    i8 0, label %699
  ]

349:                                              ; preds = %348
  %350 = getelementptr inbounds i8, i8* %49, i32 1
  %351 = add nsw i32 %43, 1
  store i32 %351, i32* @counts.3, align 4, !tbaa !3
  %352 = icmp ult i8* %47, %350
  br i1 %352, label %353, label %425

353:                                              ; preds = %349
  %354 = ptrtoint i8* %350 to i32
  %355 = ptrtoint i8* %47 to i32
  %356 = sub i32 %354, %355
  %357 = xor i32 %355, -1
  %358 = add i32 %357, %354
  %359 = and i32 %356, 7
  %360 = icmp ult i32 %358, 7
  br i1 %360, label %409, label %361

361:                                              ; preds = %353
  %362 = and i32 %356, -8
  br label %363

363:                                              ; preds = %363, %361
  %364 = phi i8* [ %47, %361 ], [ %406, %363 ]
  %365 = phi i32 [ 3, %361 ], [ %405, %363 ]
  %366 = phi i32 [ 0, %361 ], [ %407, %363 ]
  %367 = mul i32 %365, 33
  %368 = load i8, i8* %364, align 1, !tbaa !7
  %369 = zext i8 %368 to i32
  %370 = add i32 %367, %369
  %371 = getelementptr inbounds i8, i8* %364, i32 1
  %372 = mul i32 %370, 33
  %373 = load i8, i8* %371, align 1, !tbaa !7
  %374 = zext i8 %373 to i32
  %375 = add i32 %372, %374
  %376 = getelementptr inbounds i8, i8* %364, i32 2
  %377 = mul i32 %375, 33
  %378 = load i8, i8* %376, align 1, !tbaa !7
  %379 = zext i8 %378 to i32
  %380 = add i32 %377, %379
  %381 = getelementptr inbounds i8, i8* %364, i32 3
  %382 = mul i32 %380, 33
  %383 = load i8, i8* %381, align 1, !tbaa !7
  %384 = zext i8 %383 to i32
  %385 = add i32 %382, %384
  %386 = getelementptr inbounds i8, i8* %364, i32 4
  %387 = mul i32 %385, 33
  %388 = load i8, i8* %386, align 1, !tbaa !7
  %389 = zext i8 %388 to i32
  %390 = add i32 %387, %389
  %391 = getelementptr inbounds i8, i8* %364, i32 5
  %392 = mul i32 %390, 33
  %393 = load i8, i8* %391, align 1, !tbaa !7
  %394 = zext i8 %393 to i32
  %395 = add i32 %392, %394
  %396 = getelementptr inbounds i8, i8* %364, i32 6
  %397 = mul i32 %395, 33
  %398 = load i8, i8* %396, align 1, !tbaa !7
  %399 = zext i8 %398 to i32
  %400 = add i32 %397, %399
  %401 = getelementptr inbounds i8, i8* %364, i32 7
  %402 = mul i32 %400, 33
  %403 = load i8, i8* %401, align 1, !tbaa !7
  %404 = zext i8 %403 to i32
  %405 = add i32 %402, %404
  %406 = getelementptr inbounds i8, i8* %364, i32 8
  %407 = add i32 %366, 8
  %408 = icmp eq i32 %407, %362
  br i1 %408, label %409, label %363, !llvm.loop !8

409:                                              ; preds = %363, %353
  %410 = phi i32 [ undef, %353 ], [ %405, %363 ]
  %411 = phi i8* [ %47, %353 ], [ %406, %363 ]
  %412 = phi i32 [ 3, %353 ], [ %405, %363 ]
  %413 = icmp eq i32 %359, 0
  br i1 %413, label %425, label %414

414:                                              ; preds = %409, %414
  %415 = phi i8* [ %422, %414 ], [ %411, %409 ]
  %416 = phi i32 [ %421, %414 ], [ %412, %409 ]
  %417 = phi i32 [ %423, %414 ], [ 0, %409 ]
  %418 = mul i32 %416, 33
  %419 = load i8, i8* %415, align 1, !tbaa !7
  %420 = zext i8 %419 to i32
  %421 = add i32 %418, %420
  %422 = getelementptr inbounds i8, i8* %415, i32 1
  %423 = add i32 %417, 1
  %424 = icmp eq i32 %423, %359
  br i1 %424, label %425, label %414, !llvm.loop !14

425:                                              ; preds = %409, %414, %349
  %426 = phi i32 [ 3, %349 ], [ %410, %409 ], [ %421, %414 ]
  %427 = xor i32 %426, %45
  %428 = mul i32 %427, 16777619
  store i32 %428, i32* @h, align 4, !tbaa !3
  br label %679

429:                                              ; preds = %32
  br label %679

430:                                              ; preds = %32
  switch i8 %51, label %432 [
    i8 47, label %679
    i8 42, label %431
  ]

431:                                              ; preds = %430
  br label %679

432:                                              ; preds = %430
  %433 = add nsw i32 %44, 1
  store i32 %433, i32* @counts.4, align 4, !tbaa !3
  %434 = icmp ult i8* %47, %49
  br i1 %434, label %435, label %507

435:                                              ; preds = %432
  %436 = ptrtoint i8* %49 to i32
  %437 = ptrtoint i8* %47 to i32
  %438 = sub i32 %436, %437
  %439 = xor i32 %437, -1
  %440 = add i32 %439, %436
  %441 = and i32 %438, 7
  %442 = icmp ult i32 %440, 7
  br i1 %442, label %491, label %443

443:                                              ; preds = %435
  %444 = and i32 %438, -8
  br label %445

445:                                              ; preds = %445, %443
  %446 = phi i8* [ %47, %443 ], [ %488, %445 ]
  %447 = phi i32 [ 4, %443 ], [ %487, %445 ]
  %448 = phi i32 [ 0, %443 ], [ %489, %445 ]
  %449 = mul i32 %447, 33
  %450 = load i8, i8* %446, align 1, !tbaa !7
  %451 = zext i8 %450 to i32
  %452 = add i32 %449, %451
  %453 = getelementptr inbounds i8, i8* %446, i32 1
  %454 = mul i32 %452, 33
  %455 = load i8, i8* %453, align 1, !tbaa !7
  %456 = zext i8 %455 to i32
  %457 = add i32 %454, %456
  %458 = getelementptr inbounds i8, i8* %446, i32 2
  %459 = mul i32 %457, 33
  %460 = load i8, i8* %458, align 1, !tbaa !7
  %461 = zext i8 %460 to i32
  %462 = add i32 %459, %461
  %463 = getelementptr inbounds i8, i8* %446, i32 3
  %464 = mul i32 %462, 33
  %465 = load i8, i8* %463, align 1, !tbaa !7
  %466 = zext i8 %465 to i32
  %467 = add i32 %464, %466
  %468 = getelementptr inbounds i8, i8* %446, i32 4
  %469 = mul i32 %467, 33
  %470 = load i8, i8* %468, align 1, !tbaa !7
  %471 = zext i8 %470 to i32
  %472 = add i32 %469, %471
  %473 = getelementptr inbounds i8, i8* %446, i32 5
  %474 = mul i32 %472, 33
  %475 = load i8, i8* %473, align 1, !tbaa !7
  %476 = zext i8 %475 to i32
  %477 = add i32 %474, %476
  %478 = getelementptr inbounds i8, i8* %446, i32 6
  %479 = mul i32 %477, 33
  %480 = load i8, i8* %478, align 1, !tbaa !7
  %481 = zext i8 %480 to i32
  %482 = add i32 %479, %481
  %483 = getelementptr inbounds i8, i8* %446, i32 7
  %484 = mul i32 %482, 33
  %485 = load i8, i8* %483, align 1, !tbaa !7
  %486 = zext i8 %485 to i32
  %487 = add i32 %484, %486
  %488 = getelementptr inbounds i8, i8* %446, i32 8
  %489 = add i32 %448, 8
  %490 = icmp eq i32 %489, %444
  br i1 %490, label %491, label %445, !llvm.loop !8

491:                                              ; preds = %445, %435
  %492 = phi i32 [ undef, %435 ], [ %487, %445 ]
  %493 = phi i8* [ %47, %435 ], [ %488, %445 ]
  %494 = phi i32 [ 4, %435 ], [ %487, %445 ]
  %495 = icmp eq i32 %441, 0
  br i1 %495, label %507, label %496

496:                                              ; preds = %491, %496
  %497 = phi i8* [ %504, %496 ], [ %493, %491 ]
  %498 = phi i32 [ %503, %496 ], [ %494, %491 ]
  %499 = phi i32 [ %505, %496 ], [ 0, %491 ]
  %500 = mul i32 %498, 33
  %501 = load i8, i8* %497, align 1, !tbaa !7
  %502 = zext i8 %501 to i32
  %503 = add i32 %500, %502
  %504 = getelementptr inbounds i8, i8* %497, i32 1
  %505 = add i32 %499, 1
  %506 = icmp eq i32 %505, %441
  br i1 %506, label %507, label %496, !llvm.loop !15

507:                                              ; preds = %491, %496, %432
  %508 = phi i32 [ 4, %432 ], [ %492, %491 ], [ %503, %496 ]
  %509 = xor i32 %508, %45
  %510 = mul i32 %509, 16777619
  store i32 %510, i32* @h, align 4, !tbaa !3
  %511 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %679

512:                                              ; preds = %32
  switch i8 %51, label %679 [
    i8 10, label %513
    i8 0, label %513
  ]

513:                                              ; preds = %512, %512
  %514 = add nsw i32 %46, 1
  store i32 %514, i32* @counts.5, align 4, !tbaa !3
  %515 = icmp ult i8* %47, %49
  br i1 %515, label %516, label %588

516:                                              ; preds = %513
  %517 = ptrtoint i8* %49 to i32
  %518 = ptrtoint i8* %47 to i32
  %519 = sub i32 %517, %518
  %520 = xor i32 %518, -1
  %521 = add i32 %520, %517
  %522 = and i32 %519, 7
  %523 = icmp ult i32 %521, 7
  br i1 %523, label %572, label %524

524:                                              ; preds = %516
  %525 = and i32 %519, -8
  br label %526

526:                                              ; preds = %526, %524
  %527 = phi i8* [ %47, %524 ], [ %569, %526 ]
  %528 = phi i32 [ 5, %524 ], [ %568, %526 ]
  %529 = phi i32 [ 0, %524 ], [ %570, %526 ]
  %530 = mul i32 %528, 33
  %531 = load i8, i8* %527, align 1, !tbaa !7
  %532 = zext i8 %531 to i32
  %533 = add i32 %530, %532
  %534 = getelementptr inbounds i8, i8* %527, i32 1
  %535 = mul i32 %533, 33
  %536 = load i8, i8* %534, align 1, !tbaa !7
  %537 = zext i8 %536 to i32
  %538 = add i32 %535, %537
  %539 = getelementptr inbounds i8, i8* %527, i32 2
  %540 = mul i32 %538, 33
  %541 = load i8, i8* %539, align 1, !tbaa !7
  %542 = zext i8 %541 to i32
  %543 = add i32 %540, %542
  %544 = getelementptr inbounds i8, i8* %527, i32 3
  %545 = mul i32 %543, 33
  %546 = load i8, i8* %544, align 1, !tbaa !7
  %547 = zext i8 %546 to i32
  %548 = add i32 %545, %547
  %549 = getelementptr inbounds i8, i8* %527, i32 4
  %550 = mul i32 %548, 33
  %551 = load i8, i8* %549, align 1, !tbaa !7
  %552 = zext i8 %551 to i32
  %553 = add i32 %550, %552
  %554 = getelementptr inbounds i8, i8* %527, i32 5
  %555 = mul i32 %553, 33
  %556 = load i8, i8* %554, align 1, !tbaa !7
  %557 = zext i8 %556 to i32
  %558 = add i32 %555, %557
  %559 = getelementptr inbounds i8, i8* %527, i32 6
  %560 = mul i32 %558, 33
  %561 = load i8, i8* %559, align 1, !tbaa !7
  %562 = zext i8 %561 to i32
  %563 = add i32 %560, %562
  %564 = getelementptr inbounds i8, i8* %527, i32 7
  %565 = mul i32 %563, 33
  %566 = load i8, i8* %564, align 1, !tbaa !7
  %567 = zext i8 %566 to i32
  %568 = add i32 %565, %567
  %569 = getelementptr inbounds i8, i8* %527, i32 8
  %570 = add i32 %529, 8
  %571 = icmp eq i32 %570, %525
  br i1 %571, label %572, label %526, !llvm.loop !8

572:                                              ; preds = %526, %516
  %573 = phi i32 [ undef, %516 ], [ %568, %526 ]
  %574 = phi i8* [ %47, %516 ], [ %569, %526 ]
  %575 = phi i32 [ 5, %516 ], [ %568, %526 ]
  %576 = icmp eq i32 %522, 0
  br i1 %576, label %588, label %577

577:                                              ; preds = %572, %577
  %578 = phi i8* [ %585, %577 ], [ %574, %572 ]
  %579 = phi i32 [ %584, %577 ], [ %575, %572 ]
  %580 = phi i32 [ %586, %577 ], [ 0, %572 ]
  %581 = mul i32 %579, 33
  %582 = load i8, i8* %578, align 1, !tbaa !7
  %583 = zext i8 %582 to i32
  %584 = add i32 %581, %583
  %585 = getelementptr inbounds i8, i8* %578, i32 1
  %586 = add i32 %580, 1
  %587 = icmp eq i32 %586, %522
  br i1 %587, label %588, label %577, !llvm.loop !16

588:                                              ; preds = %572, %577, %513
  %589 = phi i32 [ 5, %513 ], [ %573, %572 ], [ %584, %577 ]
  %590 = xor i32 %589, %45
  %591 = mul i32 %590, 16777619
  store i32 %591, i32* @h, align 4, !tbaa !3
  %592 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %679

593:                                              ; preds = %32
  switch i8 %51, label %677 [
    i8 42, label %679
    i8 0, label %699
  ]

594:                                              ; preds = %32
  switch i8 %51, label %675 [
    i8 47, label %595
    i8 42, label %679
  ]

595:                                              ; preds = %594
  %596 = getelementptr inbounds i8, i8* %49, i32 1
  %597 = add nsw i32 %46, 1
  store i32 %597, i32* @counts.5, align 4, !tbaa !3
  %598 = icmp ult i8* %47, %596
  br i1 %598, label %599, label %671

599:                                              ; preds = %595
  %600 = ptrtoint i8* %596 to i32
  %601 = ptrtoint i8* %47 to i32
  %602 = sub i32 %600, %601
  %603 = xor i32 %601, -1
  %604 = add i32 %603, %600
  %605 = and i32 %602, 7
  %606 = icmp ult i32 %604, 7
  br i1 %606, label %655, label %607

607:                                              ; preds = %599
  %608 = and i32 %602, -8
  br label %609

609:                                              ; preds = %609, %607
  %610 = phi i8* [ %47, %607 ], [ %652, %609 ]
  %611 = phi i32 [ 5, %607 ], [ %651, %609 ]
  %612 = phi i32 [ 0, %607 ], [ %653, %609 ]
  %613 = mul i32 %611, 33
  %614 = load i8, i8* %610, align 1, !tbaa !7
  %615 = zext i8 %614 to i32
  %616 = add i32 %613, %615
  %617 = getelementptr inbounds i8, i8* %610, i32 1
  %618 = mul i32 %616, 33
  %619 = load i8, i8* %617, align 1, !tbaa !7
  %620 = zext i8 %619 to i32
  %621 = add i32 %618, %620
  %622 = getelementptr inbounds i8, i8* %610, i32 2
  %623 = mul i32 %621, 33
  %624 = load i8, i8* %622, align 1, !tbaa !7
  %625 = zext i8 %624 to i32
  %626 = add i32 %623, %625
  %627 = getelementptr inbounds i8, i8* %610, i32 3
  %628 = mul i32 %626, 33
  %629 = load i8, i8* %627, align 1, !tbaa !7
  %630 = zext i8 %629 to i32
  %631 = add i32 %628, %630
  %632 = getelementptr inbounds i8, i8* %610, i32 4
  %633 = mul i32 %631, 33
  %634 = load i8, i8* %632, align 1, !tbaa !7
  %635 = zext i8 %634 to i32
  %636 = add i32 %633, %635
  %637 = getelementptr inbounds i8, i8* %610, i32 5
  %638 = mul i32 %636, 33
  %639 = load i8, i8* %637, align 1, !tbaa !7
  %640 = zext i8 %639 to i32
  %641 = add i32 %638, %640
  %642 = getelementptr inbounds i8, i8* %610, i32 6
  %643 = mul i32 %641, 33
  %644 = load i8, i8* %642, align 1, !tbaa !7
  %645 = zext i8 %644 to i32
  %646 = add i32 %643, %645
  %647 = getelementptr inbounds i8, i8* %610, i32 7
  %648 = mul i32 %646, 33
  %649 = load i8, i8* %647, align 1, !tbaa !7
  %650 = zext i8 %649 to i32
  %651 = add i32 %648, %650
  %652 = getelementptr inbounds i8, i8* %610, i32 8
  %653 = add i32 %612, 8
  %654 = icmp eq i32 %653, %608
  br i1 %654, label %655, label %609, !llvm.loop !8

655:                                              ; preds = %609, %599
  %656 = phi i32 [ undef, %599 ], [ %651, %609 ]
  %657 = phi i8* [ %47, %599 ], [ %652, %609 ]
  %658 = phi i32 [ 5, %599 ], [ %651, %609 ]
  %659 = icmp eq i32 %605, 0
  br i1 %659, label %671, label %660

660:                                              ; preds = %655, %660
  %661 = phi i8* [ %668, %660 ], [ %657, %655 ]
  %662 = phi i32 [ %667, %660 ], [ %658, %655 ]
  %663 = phi i32 [ %669, %660 ], [ 0, %655 ]
  %664 = mul i32 %662, 33
  %665 = load i8, i8* %661, align 1, !tbaa !7
  %666 = zext i8 %665 to i32
  %667 = add i32 %664, %666
  %668 = getelementptr inbounds i8, i8* %661, i32 1
  %669 = add i32 %663, 1
  %670 = icmp eq i32 %669, %605
  br i1 %670, label %671, label %660, !llvm.loop !17

671:                                              ; preds = %655, %660, %595
  %672 = phi i32 [ 5, %595 ], [ %656, %655 ], [ %667, %660 ]
  %673 = xor i32 %672, %45
  %674 = mul i32 %673, 16777619
  store i32 %674, i32* @h, align 4, !tbaa !3
  br label %679

675:                                              ; preds = %594
  br label %679

676:                                              ; preds = %348
  br label %679

677:                                              ; preds = %593
  br label %679

678:                                              ; preds = %70, %70, %70
  br label %679

679:                                              ; preds = %678, %677, %676, %675, %671, %594, %593, %588, %512, %507, %431, %430, %429, %425, %348, %342, %261, %253, %247, %169, %161, %77, %72, %71, %70, %67, %66, %63, %63, %55, %32
  %680 = phi i32 [ %33, %32 ], [ %33, %671 ], [ %33, %675 ], [ %33, %588 ], [ %33, %512 ], [ %33, %431 ], [ %33, %507 ], [ %33, %429 ], [ %33, %425 ], [ %33, %261 ], [ %33, %342 ], [ %33, %253 ], [ %33, %169 ], [ %33, %247 ], [ %33, %77 ], [ %87, %161 ], [ %33, %71 ], [ %33, %72 ], [ %33, %55 ], [ %33, %63 ], [ %33, %63 ], [ %33, %70 ], [ %33, %348 ], [ %33, %676 ], [ %33, %430 ], [ %33, %593 ], [ %33, %677 ], [ %33, %594 ], [ %33, %678 ], [ %33, %66 ], [ %33, %67 ]
  %681 = phi i32 [ %34, %32 ], [ %34, %671 ], [ %34, %675 ], [ %34, %588 ], [ %34, %512 ], [ %34, %431 ], [ %34, %507 ], [ %34, %429 ], [ %34, %425 ], [ %34, %261 ], [ %346, %342 ], [ %34, %253 ], [ %34, %169 ], [ %251, %247 ], [ %34, %77 ], [ %34, %161 ], [ %34, %71 ], [ %34, %72 ], [ %34, %55 ], [ %34, %63 ], [ %34, %63 ], [ %34, %70 ], [ %34, %348 ], [ %34, %676 ], [ %34, %430 ], [ %34, %593 ], [ %34, %677 ], [ %34, %594 ], [ %34, %678 ], [ %34, %66 ], [ %34, %67 ]
  %682 = phi i32 [ %35, %32 ], [ %35, %671 ], [ %35, %675 ], [ %35, %588 ], [ %35, %512 ], [ %35, %431 ], [ %35, %507 ], [ %35, %429 ], [ %35, %425 ], [ %35, %261 ], [ %268, %342 ], [ %35, %253 ], [ %35, %169 ], [ %173, %247 ], [ %35, %77 ], [ %35, %161 ], [ %35, %71 ], [ %35, %72 ], [ %35, %55 ], [ %35, %63 ], [ %35, %63 ], [ %35, %70 ], [ %35, %348 ], [ %35, %676 ], [ %35, %430 ], [ %35, %593 ], [ %35, %677 ], [ %35, %594 ], [ %35, %678 ], [ %35, %66 ], [ %35, %67 ]
  %683 = phi i32 [ %36, %32 ], [ %36, %671 ], [ %36, %675 ], [ %36, %588 ], [ %36, %512 ], [ %36, %431 ], [ %36, %507 ], [ %36, %429 ], [ %351, %425 ], [ %36, %261 ], [ %36, %342 ], [ %36, %253 ], [ %36, %169 ], [ %36, %247 ], [ %36, %77 ], [ %36, %161 ], [ %36, %71 ], [ %36, %72 ], [ %36, %55 ], [ %36, %63 ], [ %36, %63 ], [ %36, %70 ], [ %36, %348 ], [ %36, %676 ], [ %36, %430 ], [ %36, %593 ], [ %36, %677 ], [ %36, %594 ], [ %36, %678 ], [ %36, %66 ], [ %36, %67 ]
  %684 = phi i32 [ %37, %32 ], [ %37, %671 ], [ %37, %675 ], [ %37, %588 ], [ %37, %512 ], [ %37, %431 ], [ %433, %507 ], [ %37, %429 ], [ %37, %425 ], [ %37, %261 ], [ %37, %342 ], [ %37, %253 ], [ %37, %169 ], [ %37, %247 ], [ %37, %77 ], [ %37, %161 ], [ %37, %71 ], [ %73, %72 ], [ %37, %55 ], [ %37, %63 ], [ %37, %63 ], [ %37, %70 ], [ %37, %348 ], [ %37, %676 ], [ %37, %430 ], [ %37, %593 ], [ %37, %677 ], [ %37, %594 ], [ %37, %678 ], [ %37, %66 ], [ %37, %67 ]
  %685 = phi i32 [ %38, %32 ], [ %674, %671 ], [ %38, %675 ], [ %591, %588 ], [ %38, %512 ], [ %38, %431 ], [ %510, %507 ], [ %38, %429 ], [ %428, %425 ], [ %38, %261 ], [ %345, %342 ], [ %38, %253 ], [ %38, %169 ], [ %250, %247 ], [ %38, %77 ], [ %164, %161 ], [ %38, %71 ], [ %76, %72 ], [ %38, %55 ], [ %38, %63 ], [ %38, %63 ], [ %38, %70 ], [ %38, %348 ], [ %38, %676 ], [ %38, %430 ], [ %38, %593 ], [ %38, %677 ], [ %38, %594 ], [ %38, %678 ], [ %38, %66 ], [ %38, %67 ]
  %686 = phi i32 [ %39, %32 ], [ %597, %671 ], [ %39, %675 ], [ %514, %588 ], [ %39, %512 ], [ %39, %431 ], [ %39, %507 ], [ %39, %429 ], [ %39, %425 ], [ %39, %261 ], [ %39, %342 ], [ %39, %253 ], [ %39, %169 ], [ %39, %247 ], [ %39, %77 ], [ %39, %161 ], [ %39, %71 ], [ %39, %72 ], [ %39, %55 ], [ %39, %63 ], [ %39, %63 ], [ %39, %70 ], [ %39, %348 ], [ %39, %676 ], [ %39, %430 ], [ %39, %593 ], [ %39, %677 ], [ %39, %594 ], [ %39, %678 ], [ %39, %66 ], [ %39, %67 ]
  %687 = phi i32 [ %40, %32 ], [ %40, %671 ], [ %40, %675 ], [ %40, %588 ], [ %40, %512 ], [ %40, %431 ], [ %40, %507 ], [ %40, %429 ], [ %40, %425 ], [ %40, %261 ], [ %40, %342 ], [ %40, %253 ], [ %40, %169 ], [ %40, %247 ], [ %40, %77 ], [ %87, %161 ], [ %40, %71 ], [ %40, %72 ], [ %40, %55 ], [ %40, %63 ], [ %40, %63 ], [ %40, %70 ], [ %40, %348 ], [ %40, %676 ], [ %40, %430 ], [ %40, %593 ], [ %40, %677 ], [ %40, %594 ], [ %40, %678 ], [ %40, %66 ], [ %40, %67 ]
  %688 = phi i32 [ %41, %32 ], [ %41, %671 ], [ %41, %675 ], [ %41, %588 ], [ %41, %512 ], [ %41, %431 ], [ %41, %507 ], [ %41, %429 ], [ %41, %425 ], [ %41, %261 ], [ %346, %342 ], [ %41, %253 ], [ %41, %169 ], [ %251, %247 ], [ %41, %77 ], [ %41, %161 ], [ %41, %71 ], [ %41, %72 ], [ %41, %55 ], [ %41, %63 ], [ %41, %63 ], [ %41, %70 ], [ %41, %348 ], [ %41, %676 ], [ %41, %430 ], [ %41, %593 ], [ %41, %677 ], [ %41, %594 ], [ %41, %678 ], [ %41, %66 ], [ %41, %67 ]
  %689 = phi i32 [ %42, %32 ], [ %42, %671 ], [ %42, %675 ], [ %42, %588 ], [ %42, %512 ], [ %42, %431 ], [ %42, %507 ], [ %42, %429 ], [ %42, %425 ], [ %42, %261 ], [ %268, %342 ], [ %42, %253 ], [ %42, %169 ], [ %173, %247 ], [ %42, %77 ], [ %42, %161 ], [ %42, %71 ], [ %42, %72 ], [ %42, %55 ], [ %42, %63 ], [ %42, %63 ], [ %42, %70 ], [ %42, %348 ], [ %42, %676 ], [ %42, %430 ], [ %42, %593 ], [ %42, %677 ], [ %42, %594 ], [ %42, %678 ], [ %42, %66 ], [ %42, %67 ]
  %690 = phi i32 [ %43, %32 ], [ %43, %671 ], [ %43, %675 ], [ %43, %588 ], [ %43, %512 ], [ %43, %431 ], [ %43, %507 ], [ %43, %429 ], [ %351, %425 ], [ %43, %261 ], [ %43, %342 ], [ %43, %253 ], [ %43, %169 ], [ %43, %247 ], [ %43, %77 ], [ %43, %161 ], [ %43, %71 ], [ %43, %72 ], [ %43, %55 ], [ %43, %63 ], [ %43, %63 ], [ %43, %70 ], [ %43, %348 ], [ %43, %676 ], [ %43, %430 ], [ %43, %593 ], [ %43, %677 ], [ %43, %594 ], [ %43, %678 ], [ %43, %66 ], [ %43, %67 ]
  %691 = phi i32 [ %44, %32 ], [ %44, %671 ], [ %44, %675 ], [ %44, %588 ], [ %44, %512 ], [ %44, %431 ], [ %433, %507 ], [ %44, %429 ], [ %44, %425 ], [ %44, %261 ], [ %44, %342 ], [ %44, %253 ], [ %44, %169 ], [ %44, %247 ], [ %44, %77 ], [ %44, %161 ], [ %44, %71 ], [ %73, %72 ], [ %44, %55 ], [ %44, %63 ], [ %44, %63 ], [ %44, %70 ], [ %44, %348 ], [ %44, %676 ], [ %44, %430 ], [ %44, %593 ], [ %44, %677 ], [ %44, %594 ], [ %44, %678 ], [ %44, %66 ], [ %44, %67 ]
  %692 = phi i32 [ %45, %32 ], [ %674, %671 ], [ %45, %675 ], [ %591, %588 ], [ %45, %512 ], [ %45, %431 ], [ %510, %507 ], [ %45, %429 ], [ %428, %425 ], [ %45, %261 ], [ %345, %342 ], [ %45, %253 ], [ %45, %169 ], [ %250, %247 ], [ %45, %77 ], [ %164, %161 ], [ %45, %71 ], [ %76, %72 ], [ %45, %55 ], [ %45, %63 ], [ %45, %63 ], [ %45, %70 ], [ %45, %348 ], [ %45, %676 ], [ %45, %430 ], [ %45, %593 ], [ %45, %677 ], [ %45, %594 ], [ %45, %678 ], [ %45, %66 ], [ %45, %67 ]
  %693 = phi i32 [ %46, %32 ], [ %597, %671 ], [ %46, %675 ], [ %514, %588 ], [ %46, %512 ], [ %46, %431 ], [ %46, %507 ], [ %46, %429 ], [ %46, %425 ], [ %46, %261 ], [ %46, %342 ], [ %46, %253 ], [ %46, %169 ], [ %46, %247 ], [ %46, %77 ], [ %46, %161 ], [ %46, %71 ], [ %46, %72 ], [ %46, %55 ], [ %46, %63 ], [ %46, %63 ], [ %46, %70 ], [ %46, %348 ], [ %46, %676 ], [ %46, %430 ], [ %46, %593 ], [ %46, %677 ], [ %46, %594 ], [ %46, %678 ], [ %46, %66 ], [ %46, %67 ]
  %694 = phi i8* [ %47, %32 ], [ %47, %671 ], [ %47, %675 ], [ %47, %588 ], [ %47, %512 ], [ %47, %431 ], [ %47, %507 ], [ %47, %429 ], [ %47, %425 ], [ %47, %261 ], [ %47, %342 ], [ %47, %253 ], [ %47, %169 ], [ %47, %247 ], [ %47, %77 ], [ %47, %161 ], [ %49, %71 ], [ %49, %72 ], [ %49, %55 ], [ %49, %63 ], [ %49, %63 ], [ %49, %70 ], [ %47, %348 ], [ %47, %676 ], [ %47, %430 ], [ %47, %593 ], [ %47, %677 ], [ %47, %594 ], [ %49, %678 ], [ %49, %66 ], [ %49, %67 ]
  %695 = phi i32 [ %48, %32 ], [ %48, %671 ], [ %48, %675 ], [ %48, %588 ], [ %48, %512 ], [ %48, %431 ], [ %48, %507 ], [ %48, %429 ], [ %48, %425 ], [ %266, %261 ], [ %48, %342 ], [ %48, %253 ], [ %171, %169 ], [ %48, %247 ], [ %48, %77 ], [ %48, %161 ], [ %48, %71 ], [ %48, %72 ], [ %48, %55 ], [ 0, %63 ], [ 0, %63 ], [ %48, %70 ], [ %48, %348 ], [ %48, %676 ], [ %48, %430 ], [ %48, %593 ], [ %48, %677 ], [ %48, %594 ], [ %48, %678 ], [ 0, %66 ], [ %68, %67 ]
  %696 = phi i8* [ %49, %32 ], [ %49, %671 ], [ %49, %675 ], [ %592, %588 ], [ %49, %512 ], [ %49, %431 ], [ %511, %507 ], [ %49, %429 ], [ %49, %425 ], [ %49, %261 ], [ %347, %342 ], [ %49, %253 ], [ %49, %169 ], [ %252, %247 ], [ %49, %77 ], [ %165, %161 ], [ %49, %71 ], [ %49, %72 ], [ %49, %55 ], [ %49, %63 ], [ %49, %63 ], [ %49, %70 ], [ %49, %348 ], [ %49, %676 ], [ %49, %430 ], [ %49, %593 ], [ %49, %677 ], [ %49, %594 ], [ %49, %678 ], [ %49, %66 ], [ %49, %67 ]
  %697 = phi i32 [ %50, %32 ], [ 0, %671 ], [ 9, %675 ], [ 0, %588 ], [ 8, %512 ], [ 9, %431 ], [ 0, %507 ], [ 5, %429 ], [ 0, %425 ], [ 4, %261 ], [ 0, %342 ], [ 4, %253 ], [ 2, %169 ], [ 0, %247 ], [ 1, %77 ], [ 0, %161 ], [ 7, %71 ], [ 0, %72 ], [ 1, %55 ], [ 3, %63 ], [ 3, %63 ], [ 5, %70 ], [ 6, %348 ], [ 5, %676 ], [ 8, %430 ], [ 10, %593 ], [ 9, %677 ], [ 10, %594 ], [ 0, %678 ], [ 2, %66 ], [ 2, %67 ]
  %698 = getelementptr inbounds i8, i8* %696, i32 1
  br label %32

699:                                              ; preds = %53, %348, %593
  %700 = add nuw nsw i32 %23, 1
  %701 = icmp eq i32 %700, 4
  br i1 %701, label %8, label %22, !llvm.loop !18

702:                                              ; preds = %8, %707
  %703 = phi i32 [ 0, %8 ], [ %708, %707 ]
  %704 = phi i32 [ %21, %8 ], [ %752, %707 ]
  br label %710

705:                                              ; preds = %707
  store i32 %752, i32* @h, align 4, !tbaa !3
  %706 = and i32 %752, 2147483647
  ret i32 %706

707:                                              ; preds = %742
  %708 = add nuw nsw i32 %703, 1
  %709 = icmp eq i32 %708, 10
  br i1 %709, label %705, label %702, !llvm.loop !19

710:                                              ; preds = %702, %742
  %711 = phi i32 [ 0, %702 ], [ %753, %742 ]
  %712 = phi i32 [ %704, %702 ], [ %752, %742 ]
  %713 = getelementptr inbounds [15 x i8*], [15 x i8*]* @main.cands, i32 0, i32 %711
  %714 = load i8*, i8** %713, align 4, !tbaa !20
  %715 = load i8, i8* %714, align 1, !tbaa !7
  %716 = icmp eq i8 %715, 0
  br i1 %716, label %742, label %717

717:                                              ; preds = %710, %730
  %718 = phi i8 [ %736, %730 ], [ %715, %710 ]
  %719 = phi i32 [ %734, %730 ], [ 0, %710 ]
  %720 = phi i8* [ %735, %730 ], [ %714, %710 ]
  %721 = zext i8 %718 to i32
  %722 = add nsw i32 %721, -58
  %723 = icmp ult i32 %722, -10
  br i1 %723, label %724, label %730

724:                                              ; preds = %717
  switch i8 %718, label %726 [
    i8 45, label %730
    i8 43, label %730
    i8 46, label %725
  ]

725:                                              ; preds = %724
  br label %730

726:                                              ; preds = %724
  %727 = and i32 %721, 223
  %728 = icmp eq i32 %727, 69
  %729 = select i1 %728, i32 3, i32 4
  br label %730

730:                                              ; preds = %726, %725, %724, %724, %717
  %731 = phi i32 [ 2, %725 ], [ 0, %717 ], [ 1, %724 ], [ 1, %724 ], [ %729, %726 ]
  %732 = getelementptr inbounds [9 x [5 x i8]], [9 x [5 x i8]]* @trans, i32 0, i32 %719, i32 %731
  %733 = load i8, i8* %732, align 1, !tbaa !7
  %734 = zext i8 %733 to i32
  %735 = getelementptr inbounds i8, i8* %720, i32 1
  %736 = load i8, i8* %735, align 1, !tbaa !7
  %737 = icmp ne i8 %736, 0
  %738 = icmp ne i8 %733, 9
  %739 = select i1 %737, i1 %738, i1 false
  br i1 %739, label %717, label %740, !llvm.loop !22

740:                                              ; preds = %730
  %741 = zext i8 %733 to i32
  br label %742

742:                                              ; preds = %740, %710
  %743 = phi i32 [ 0, %710 ], [ %741, %740 ]
  %744 = icmp ult i32 %743, 8
  %745 = lshr i32 148, %743
  %746 = and i32 %745, 1
  %747 = icmp ne i32 %746, 0
  %748 = select i1 %744, i1 %747, i1 false
  %749 = zext i1 %748 to i32
  %750 = shl nuw nsw i32 %749, %711
  %751 = xor i32 %750, %712
  %752 = mul i32 %751, 16777619
  %753 = add nuw nsw i32 %711, 1
  %754 = icmp eq i32 %753, 15
  br i1 %754, label %707, label %710, !llvm.loop !23
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !5, i64 0}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
