; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@peg_load = internal unnamed_addr global [3 x i32] zeroinitializer, align 4
@moves = internal unnamed_addr global i32 0, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 0) #4
  %2 = load i32, i32* @h, align 4, !tbaa !7
  %3 = xor i32 %2, %1
  %4 = mul i32 %3, 16777619
  %5 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 1) #4
  %6 = xor i32 %4, %5
  %7 = mul i32 %6, 16777619
  %8 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 2) #4
  %9 = xor i32 %7, %8
  %10 = mul i32 %9, 16777619
  %11 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 3) #4
  %12 = xor i32 %10, %11
  %13 = mul i32 %12, 16777619
  %14 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 4) #4
  %15 = xor i32 %13, %14
  %16 = mul i32 %15, 16777619
  %17 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 0) #4
  %18 = xor i32 %16, %17
  %19 = mul i32 %18, 16777619
  %20 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 1) #4
  %21 = xor i32 %19, %20
  %22 = mul i32 %21, 16777619
  %23 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 2) #4
  %24 = xor i32 %22, %23
  %25 = mul i32 %24, 16777619
  %26 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 3) #4
  %27 = xor i32 %25, %26
  %28 = mul i32 %27, 16777619
  %29 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 4) #4
  %30 = xor i32 %28, %29
  %31 = mul i32 %30, 16777619
  %32 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 0) #4
  %33 = xor i32 %31, %32
  %34 = mul i32 %33, 16777619
  %35 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 1) #4
  %36 = xor i32 %34, %35
  %37 = mul i32 %36, 16777619
  %38 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 2) #4
  %39 = xor i32 %37, %38
  %40 = mul i32 %39, 16777619
  %41 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3) #4
  %42 = xor i32 %40, %41
  %43 = mul i32 %42, 16777619
  %44 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 4) #4
  %45 = xor i32 %43, %44
  %46 = mul i32 %45, 16777619
  %47 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 2) #4
  %48 = xor i32 %46, %47
  %49 = mul i32 %48, 16777619
  store i32 %49, i32* @h, align 4, !tbaa !7
  %50 = icmp eq i32 %47, 29
  br i1 %50, label %53, label %51

51:                                               ; preds = %0
  tail call void @abort() #5
  %52 = load i32, i32* @h, align 4, !tbaa !7
  br label %53

53:                                               ; preds = %51, %0
  %54 = phi i32 [ %52, %51 ], [ %49, %0 ]
  %55 = tail call fastcc i32 @fib(i32 noundef 0) #4
  %56 = xor i32 %54, %55
  %57 = mul i32 %56, 16777619
  %58 = tail call fastcc i32 @fib(i32 noundef 4) #4
  %59 = xor i32 %57, %58
  %60 = mul i32 %59, 16777619
  %61 = tail call fastcc i32 @fib(i32 noundef 8) #4
  %62 = xor i32 %60, %61
  %63 = mul i32 %62, 16777619
  %64 = tail call fastcc i32 @fib(i32 noundef 12) #4
  %65 = xor i32 %63, %64
  %66 = mul i32 %65, 16777619
  %67 = tail call fastcc i32 @fib(i32 noundef 16) #4
  %68 = xor i32 %66, %67
  %69 = mul i32 %68, 16777619
  store i32 %69, i32* @h, align 4, !tbaa !7
  %70 = icmp eq i32 %67, 987
  br i1 %70, label %71, label %73

71:                                               ; preds = %73, %53
  %72 = phi i32 [ %69, %53 ], [ %74, %73 ]
  br label %81

73:                                               ; preds = %53
  tail call void @abort() #5
  %74 = load i32, i32* @h, align 4, !tbaa !7
  br label %71

75:                                               ; preds = %170
  store i32 %172, i32* @h, align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @peg_load, i32 0, i32 0), align 4, !tbaa !7
  tail call fastcc void @hanoi(i32 noundef 9, i32 noundef 0, i32 noundef 2, i32 noundef 1) #4
  %76 = load i32, i32* @moves, align 4, !tbaa !7
  %77 = icmp ne i32 %76, 511
  %78 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @peg_load, i32 0, i32 2), align 4
  %79 = icmp ne i32 %78, 9
  %80 = select i1 %77, i1 true, i1 %79
  br i1 %80, label %175, label %177

81:                                               ; preds = %71, %170
  %82 = phi i32 [ %173, %170 ], [ 1, %71 ]
  %83 = phi i32 [ %172, %170 ], [ %72, %71 ]
  %84 = mul nuw nsw i32 %82, 7
  br label %85

85:                                               ; preds = %81, %85
  %86 = phi i32 [ %88, %85 ], [ 3, %81 ]
  %87 = phi i32 [ %86, %85 ], [ %84, %81 ]
  %88 = urem i32 %87, %86
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %85

90:                                               ; preds = %85
  %91 = xor i32 %83, %86
  %92 = mul i32 %91, 16777619
  br label %93

93:                                               ; preds = %93, %90
  %94 = phi i32 [ %96, %93 ], [ 90, %90 ]
  %95 = phi i32 [ %94, %93 ], [ %84, %90 ]
  %96 = urem i32 %95, %94
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %93

98:                                               ; preds = %93
  %99 = xor i32 %92, %94
  %100 = mul i32 %99, 16777619
  br label %101

101:                                              ; preds = %101, %98
  %102 = phi i32 [ %104, %101 ], [ 177, %98 ]
  %103 = phi i32 [ %102, %101 ], [ %84, %98 ]
  %104 = urem i32 %103, %102
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %101

106:                                              ; preds = %101
  %107 = xor i32 %100, %102
  %108 = mul i32 %107, 16777619
  br label %109

109:                                              ; preds = %109, %106
  %110 = phi i32 [ %112, %109 ], [ 264, %106 ]
  %111 = phi i32 [ %110, %109 ], [ %84, %106 ]
  %112 = urem i32 %111, %110
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %114, label %109

114:                                              ; preds = %109
  %115 = xor i32 %108, %110
  %116 = mul i32 %115, 16777619
  br label %117

117:                                              ; preds = %117, %114
  %118 = phi i32 [ %120, %117 ], [ 351, %114 ]
  %119 = phi i32 [ %118, %117 ], [ %84, %114 ]
  %120 = urem i32 %119, %118
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %117

122:                                              ; preds = %117
  %123 = xor i32 %116, %118
  %124 = mul i32 %123, 16777619
  br label %125

125:                                              ; preds = %125, %122
  %126 = phi i32 [ %128, %125 ], [ 438, %122 ]
  %127 = phi i32 [ %126, %125 ], [ %84, %122 ]
  %128 = urem i32 %127, %126
  %129 = icmp eq i32 %128, 0
  br i1 %129, label %130, label %125

130:                                              ; preds = %125
  %131 = xor i32 %124, %126
  %132 = mul i32 %131, 16777619
  br label %133

133:                                              ; preds = %133, %130
  %134 = phi i32 [ %136, %133 ], [ 525, %130 ]
  %135 = phi i32 [ %134, %133 ], [ %84, %130 ]
  %136 = urem i32 %135, %134
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %133

138:                                              ; preds = %133
  %139 = xor i32 %132, %134
  %140 = mul i32 %139, 16777619
  br label %141

141:                                              ; preds = %141, %138
  %142 = phi i32 [ %144, %141 ], [ 612, %138 ]
  %143 = phi i32 [ %142, %141 ], [ %84, %138 ]
  %144 = urem i32 %143, %142
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %146, label %141

146:                                              ; preds = %141
  %147 = xor i32 %140, %142
  %148 = mul i32 %147, 16777619
  br label %149

149:                                              ; preds = %149, %146
  %150 = phi i32 [ %152, %149 ], [ 699, %146 ]
  %151 = phi i32 [ %150, %149 ], [ %84, %146 ]
  %152 = urem i32 %151, %150
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %154, label %149

154:                                              ; preds = %149
  %155 = xor i32 %148, %150
  %156 = mul i32 %155, 16777619
  br label %157

157:                                              ; preds = %157, %154
  %158 = phi i32 [ %160, %157 ], [ 786, %154 ]
  %159 = phi i32 [ %158, %157 ], [ %84, %154 ]
  %160 = urem i32 %159, %158
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %157

162:                                              ; preds = %157
  %163 = xor i32 %156, %158
  %164 = mul i32 %163, 16777619
  br label %165

165:                                              ; preds = %165, %162
  %166 = phi i32 [ %168, %165 ], [ 873, %162 ]
  %167 = phi i32 [ %166, %165 ], [ %84, %162 ]
  %168 = urem i32 %167, %166
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %170, label %165

170:                                              ; preds = %165
  %171 = xor i32 %164, %166
  %172 = mul i32 %171, 16777619
  %173 = add nuw nsw i32 %82, 13
  %174 = icmp ult i32 %82, 187
  br i1 %174, label %81, label %75, !llvm.loop !11

175:                                              ; preds = %75
  tail call void @abort() #5
  %176 = load i32, i32* @moves, align 4, !tbaa !7
  br label %177

177:                                              ; preds = %75, %175
  %178 = phi i32 [ 511, %75 ], [ %176, %175 ]
  %179 = load i32, i32* @h, align 4, !tbaa !7
  %180 = xor i32 %179, %178
  %181 = mul i32 %180, 16777619
  br label %182

182:                                              ; preds = %177, %234
  %183 = phi i32 [ 0, %177 ], [ %239, %234 ]
  %184 = phi i32 [ %181, %177 ], [ %238, %234 ]
  br label %219

185:                                              ; preds = %234
  %186 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 0) #4
  %187 = xor i32 %238, %186
  %188 = mul i32 %187, 16777619
  %189 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 1) #4
  %190 = xor i32 %188, %189
  %191 = mul i32 %190, 16777619
  %192 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 2) #4
  %193 = xor i32 %191, %192
  %194 = mul i32 %193, 16777619
  %195 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 3) #4
  %196 = xor i32 %194, %195
  %197 = mul i32 %196, 16777619
  %198 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 4) #4
  %199 = xor i32 %197, %198
  %200 = mul i32 %199, 16777619
  %201 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 5) #4
  %202 = xor i32 %200, %201
  %203 = mul i32 %202, 16777619
  %204 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 6) #4
  %205 = xor i32 %203, %204
  %206 = mul i32 %205, 16777619
  %207 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 7) #4
  %208 = xor i32 %206, %207
  %209 = mul i32 %208, 16777619
  %210 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 8) #4
  %211 = xor i32 %209, %210
  %212 = mul i32 %211, 16777619
  %213 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 9) #4
  %214 = xor i32 %212, %213
  %215 = mul i32 %214, 16777619
  %216 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 10) #4
  %217 = xor i32 %215, %216
  %218 = mul i32 %217, 16777619
  br label %243

219:                                              ; preds = %182, %221
  %220 = phi i32 [ %222, %221 ], [ %183, %182 ]
  switch i32 %220, label %221 [
    i32 0, label %223
    i32 1, label %224
  ]

221:                                              ; preds = %219
  %222 = add i32 %220, -2
  br label %219

223:                                              ; preds = %219
  br label %224

224:                                              ; preds = %219, %223
  %225 = phi i32 [ 2, %223 ], [ 0, %219 ]
  %226 = icmp eq i32 %183, 0
  br i1 %226, label %234, label %227

227:                                              ; preds = %224
  %228 = add nsw i32 %183, -1
  br label %229

229:                                              ; preds = %231, %227
  %230 = phi i32 [ %228, %227 ], [ %232, %231 ]
  switch i32 %230, label %231 [
    i32 0, label %234
    i32 1, label %233
  ]

231:                                              ; preds = %229
  %232 = add i32 %230, -2
  br label %229

233:                                              ; preds = %229
  br label %234

234:                                              ; preds = %229, %233, %224
  %235 = phi i32 [ 0, %224 ], [ 0, %233 ], [ 1, %229 ]
  %236 = or i32 %235, %225
  %237 = xor i32 %184, %236
  %238 = mul i32 %237, 16777619
  %239 = add nuw nsw i32 %183, 3
  %240 = icmp ult i32 %183, 37
  br i1 %240, label %182, label %185, !llvm.loop !13

241:                                              ; preds = %256
  store i32 %261, i32* @h, align 4, !tbaa !7
  %242 = and i32 %261, 2147483647
  ret i32 %242

243:                                              ; preds = %185, %256
  %244 = phi i32 [ 1, %185 ], [ %263, %256 ]
  %245 = phi i32 [ %218, %185 ], [ %261, %256 ]
  %246 = icmp ult i32 %244, 7
  br i1 %246, label %256, label %247

247:                                              ; preds = %243, %247
  %248 = phi i32 [ %251, %247 ], [ %244, %243 ]
  %249 = phi i32 [ %254, %247 ], [ 0, %243 ]
  %250 = freeze i32 %248
  %251 = udiv i32 %250, 7
  %252 = mul i32 %251, 7
  %253 = sub i32 %250, %252
  %254 = add nuw nsw i32 %253, %249
  %255 = icmp ult i32 %248, 49
  br i1 %255, label %256, label %247

256:                                              ; preds = %247, %243
  %257 = phi i32 [ 0, %243 ], [ %254, %247 ]
  %258 = phi i32 [ %244, %243 ], [ %251, %247 ]
  %259 = add nsw i32 %258, %257
  %260 = xor i32 %245, %259
  %261 = mul i32 %260, 16777619
  %262 = mul i32 %244, 3
  %263 = add i32 %262, 1
  %264 = icmp ult i32 %263, 100000
  br i1 %264, label %243, label %241, !llvm.loop !14
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16) #4
  br label %11
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6) #4
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %21, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds [3 x i32], [3 x i32]* @peg_load, i32 0, i32 %2
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %3, %6 ], [ %10, %8 ]
  %10 = phi i32 [ %1, %6 ], [ %9, %8 ]
  %11 = phi i32 [ %0, %6 ], [ %12, %8 ]
  %12 = add nsw i32 %11, -1
  tail call fastcc void @hanoi(i32 noundef %12, i32 noundef %10, i32 noundef %9, i32 noundef %2) #4
  %13 = getelementptr inbounds [3 x i32], [3 x i32]* @peg_load, i32 0, i32 %10
  %14 = load i32, i32* %13, align 4, !tbaa !7
  %15 = add nsw i32 %14, -1
  store i32 %15, i32* %13, align 4, !tbaa !7
  %16 = load i32, i32* %7, align 4, !tbaa !7
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %7, align 4, !tbaa !7
  %18 = load i32, i32* @moves, align 4, !tbaa !7
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @moves, align 4, !tbaa !7
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %21, label %8

21:                                               ; preds = %8, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4
  br i1 %5, label %17, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i32 [ 0, %6 ], [ %13, %8 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call fastcc i32 @binom(i32 noundef %11, i32 noundef %7) #4
  %13 = add nsw i32 %12, %10
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8

15:                                               ; preds = %8
  %16 = add i32 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i32 [ 1, %2 ], [ %16, %15 ]
  ret i32 %18
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
