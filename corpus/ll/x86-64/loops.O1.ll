; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = dso_local local_unnamed_addr global [200 x i32] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %40

1:                                                ; preds = %40, %12
  %2 = phi i64 [ %14, %12 ], [ 0, %40 ]
  %3 = phi i32 [ %13, %12 ], [ 0, %40 ]
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %2
  %5 = load i32, i32* %4, align 4, !tbaa !2
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %1
  %9 = icmp sgt i32 %3, 5000
  br i1 %9, label %16, label %10

10:                                               ; preds = %8
  %11 = add nsw i32 %5, %3
  br label %12

12:                                               ; preds = %10, %1
  %13 = phi i32 [ %3, %1 ], [ %11, %10 ]
  %14 = add nuw nsw i64 %2, 1
  %15 = icmp eq i64 %14, 200
  br i1 %15, label %16, label %1, !llvm.loop !6

16:                                               ; preds = %8, %12
  %17 = phi i32 [ %3, %8 ], [ %13, %12 ]
  %18 = load i32, i32* @h, align 4, !tbaa !2
  %19 = xor i32 %18, %17
  %20 = mul i32 %19, 16777619
  store i32 %20, i32* @h, align 4, !tbaa !2
  br label %21

21:                                               ; preds = %32, %16
  %22 = phi i64 [ 0, %16 ], [ %34, %32 ]
  %23 = phi i32 [ 0, %16 ], [ %33, %32 ]
  %24 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %22
  %25 = load i32, i32* %24, align 4, !tbaa !2
  %26 = and i32 %25, 1
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %32, label %28

28:                                               ; preds = %21
  %29 = icmp sgt i32 %23, 100000
  br i1 %29, label %36, label %30

30:                                               ; preds = %28
  %31 = add nsw i32 %25, %23
  br label %32

32:                                               ; preds = %30, %21
  %33 = phi i32 [ %23, %21 ], [ %31, %30 ]
  %34 = add nuw nsw i64 %22, 1
  %35 = icmp eq i64 %34, 200
  br i1 %35, label %36, label %21, !llvm.loop !6

36:                                               ; preds = %28, %32
  %37 = phi i32 [ %23, %28 ], [ %33, %32 ]
  %38 = xor i32 %37, %20
  %39 = mul i32 %38, 16777619
  store i32 %39, i32* @h, align 4, !tbaa !2
  br label %66

40:                                               ; preds = %0, %40
  %41 = phi i64 [ 0, %0 ], [ %48, %40 ]
  %42 = phi i32 [ 7, %0 ], [ %44, %40 ]
  %43 = mul i32 %42, 1664525
  %44 = add i32 %43, 1013904223
  %45 = lshr i32 %44, 20
  %46 = add nsw i32 %45, -2048
  %47 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %41
  store i32 %46, i32* %47, align 4, !tbaa !2
  %48 = add nuw nsw i64 %41, 1
  %49 = icmp eq i64 %48, 200
  br i1 %49, label %1, label %40, !llvm.loop !9

50:                                               ; preds = %84
  store i32 %87, i32* @h, align 4, !tbaa !2
  br label %51

51:                                               ; preds = %50, %56
  %52 = phi i64 [ %57, %56 ], [ 0, %50 ]
  %53 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !2
  %55 = icmp eq i32 %54, 99999
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  %57 = add nuw nsw i64 %52, 1
  %58 = icmp eq i64 %57, 200
  br i1 %58, label %61, label %51, !llvm.loop !10

59:                                               ; preds = %51
  %60 = trunc i64 %52 to i32
  br label %61

61:                                               ; preds = %56, %59
  %62 = phi i32 [ %60, %59 ], [ -1, %56 ]
  %63 = load i32, i32* @h, align 4, !tbaa !2
  %64 = xor i32 %63, %62
  %65 = mul i32 %64, 16777619
  store i32 %65, i32* @h, align 4, !tbaa !2
  br label %91

66:                                               ; preds = %36, %84
  %67 = phi i32 [ 0, %36 ], [ %88, %84 ]
  %68 = phi i32 [ %39, %36 ], [ %87, %84 ]
  %69 = mul nuw nsw i32 %67, 37
  %70 = urem i32 %69, 200
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %71
  %73 = load i32, i32* %72, align 4, !tbaa !2
  br label %74

74:                                               ; preds = %79, %66
  %75 = phi i64 [ 0, %66 ], [ %80, %79 ]
  %76 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %75
  %77 = load i32, i32* %76, align 4, !tbaa !2
  %78 = icmp eq i32 %77, %73
  br i1 %78, label %82, label %79

79:                                               ; preds = %74
  %80 = add nuw nsw i64 %75, 1
  %81 = icmp eq i64 %80, 200
  br i1 %81, label %84, label %74, !llvm.loop !10

82:                                               ; preds = %74
  %83 = trunc i64 %75 to i32
  br label %84

84:                                               ; preds = %79, %82
  %85 = phi i32 [ %83, %82 ], [ -1, %79 ]
  %86 = xor i32 %68, %85
  %87 = mul i32 %86, 16777619
  %88 = add nuw nsw i32 %67, 1
  %89 = icmp eq i32 %88, 40
  br i1 %89, label %50, label %66, !llvm.loop !11

90:                                               ; preds = %107
  store i32 %109, i32* @h, align 4, !tbaa !2
  br label %112

91:                                               ; preds = %61, %107
  %92 = phi i32 [ 1, %61 ], [ %110, %107 ]
  %93 = phi i32 [ %65, %61 ], [ %109, %107 ]
  %94 = mul i32 %92, -1640531535
  br label %95

95:                                               ; preds = %102, %91
  %96 = phi i32 [ %94, %91 ], [ %103, %102 ]
  %97 = phi i32 [ 0, %91 ], [ %104, %102 ]
  %98 = urem i32 %96, 10
  %99 = add i32 %97, %98
  %100 = udiv i32 %96, 10
  %101 = icmp ult i32 %96, 10
  br i1 %101, label %105, label %102

102:                                              ; preds = %95, %105
  %103 = phi i32 [ %100, %95 ], [ %99, %105 ]
  %104 = phi i32 [ %99, %95 ], [ 0, %105 ]
  br label %95, !llvm.loop !12

105:                                              ; preds = %95
  %106 = icmp ugt i32 %99, 9
  br i1 %106, label %102, label %107

107:                                              ; preds = %105
  %108 = xor i32 %93, %99
  %109 = mul i32 %108, 16777619
  %110 = add nuw nsw i32 %92, 31
  %111 = icmp ult i32 %92, 2969
  br i1 %111, label %91, label %90, !llvm.loop !13

112:                                              ; preds = %90, %187
  %113 = phi i32 [ -40, %90 ], [ %200, %187 ]
  %114 = phi i32 [ -1, %90 ], [ %189, %187 ]
  %115 = phi i32 [ -1, %90 ], [ %188, %187 ]
  %116 = phi i32 [ %109, %90 ], [ %199, %187 ]
  br label %147

117:                                              ; preds = %187
  store i32 %199, i32* @h, align 4, !tbaa !2
  br label %118

118:                                              ; preds = %117, %134
  %119 = phi i64 [ %135, %134 ], [ 0, %117 ]
  %120 = mul nuw nsw i64 %119, 10
  %121 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %120
  %122 = load i32, i32* %121, align 8, !tbaa !2
  br label %129

123:                                              ; preds = %129
  %124 = add nuw nsw i64 %132, %120
  %125 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %124
  %126 = load i32, i32* %125, align 4, !tbaa !2
  %127 = add nsw i32 %126, %130
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %137, label %129, !llvm.loop !14

129:                                              ; preds = %118, %123
  %130 = phi i32 [ %122, %118 ], [ %127, %123 ]
  %131 = phi i64 [ 0, %118 ], [ %132, %123 ]
  %132 = add nuw nsw i64 %131, 1
  %133 = icmp eq i64 %132, 10
  br i1 %133, label %134, label %123, !llvm.loop !14

134:                                              ; preds = %129
  %135 = add nuw nsw i64 %119, 1
  %136 = icmp eq i64 %135, 20
  br i1 %136, label %142, label %118, !llvm.loop !15

137:                                              ; preds = %123
  %138 = trunc i64 %132 to i32
  %139 = trunc i64 %119 to i32
  %140 = mul nsw i32 %139, 100
  %141 = add nuw nsw i32 %140, %138
  br label %142

142:                                              ; preds = %134, %137
  %143 = phi i32 [ %141, %137 ], [ -1, %134 ]
  %144 = load i32, i32* @h, align 4, !tbaa !2
  %145 = xor i32 %144, %143
  %146 = mul i32 %145, 16777619
  store i32 %146, i32* @h, align 4, !tbaa !2
  br label %270

147:                                              ; preds = %112, %181
  %148 = phi i32 [ %182, %181 ], [ %115, %112 ]
  %149 = phi i32 [ %183, %181 ], [ %114, %112 ]
  %150 = phi i64 [ %154, %181 ], [ 0, %112 ]
  %151 = phi i64 [ %186, %181 ], [ 1, %112 ]
  %152 = icmp eq i64 %150, 40
  br i1 %152, label %187, label %153

153:                                              ; preds = %147
  %154 = add nuw nsw i64 %150, 1
  %155 = icmp ne i64 %150, 39
  br i1 %155, label %156, label %181

156:                                              ; preds = %153
  %157 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %150
  %158 = load i32, i32* %157, align 4, !tbaa !2
  %159 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %151
  %160 = load i32, i32* %159, align 4, !tbaa !2
  %161 = add nsw i32 %160, %158
  %162 = icmp eq i32 %161, %113
  br i1 %162, label %170, label %175

163:                                              ; preds = %175
  %164 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %177
  %165 = load i32, i32* %164, align 4, !tbaa !2
  %166 = add nsw i32 %165, %158
  %167 = icmp eq i32 %166, %113
  br i1 %167, label %168, label %175, !llvm.loop !16

168:                                              ; preds = %163
  %169 = icmp ult i64 %176, 39
  br label %170

170:                                              ; preds = %168, %156
  %171 = phi i64 [ %151, %156 ], [ %177, %168 ]
  %172 = phi i1 [ true, %156 ], [ %169, %168 ]
  %173 = trunc i64 %171 to i32
  %174 = trunc i64 %150 to i32
  br label %181

175:                                              ; preds = %156, %163
  %176 = phi i64 [ %177, %163 ], [ %151, %156 ]
  %177 = add nuw nsw i64 %176, 1
  %178 = icmp eq i64 %177, 40
  br i1 %178, label %179, label %163, !llvm.loop !16

179:                                              ; preds = %175
  %180 = icmp ult i64 %176, 39
  br label %181

181:                                              ; preds = %179, %170, %153
  %182 = phi i32 [ %174, %170 ], [ %148, %153 ], [ %148, %179 ]
  %183 = phi i32 [ %173, %170 ], [ %149, %153 ], [ %149, %179 ]
  %184 = phi i1 [ %172, %170 ], [ %155, %153 ], [ %180, %179 ]
  %185 = phi i32 [ 1, %170 ], [ 5, %153 ], [ 5, %179 ]
  %186 = add nuw nsw i64 %151, 1
  br i1 %184, label %187, label %147, !llvm.loop !17

187:                                              ; preds = %147, %181
  %188 = phi i32 [ %148, %147 ], [ %182, %181 ]
  %189 = phi i32 [ %149, %147 ], [ %183, %181 ]
  %190 = phi i32 [ 2, %147 ], [ %185, %181 ]
  %191 = icmp ne i32 %190, 2
  %192 = zext i1 %191 to i32
  %193 = xor i32 %116, %192
  %194 = mul i32 %193, 16777619
  %195 = mul nsw i32 %188, 1000
  %196 = add nsw i32 %195, %189
  %197 = xor i32 %194, %196
  %198 = mul i32 %197, 16777619
  %199 = select i1 %191, i32 %198, i32 %194
  %200 = add nsw i32 %113, 13
  %201 = icmp slt i32 %113, 27
  br i1 %201, label %112, label %117, !llvm.loop !18

202:                                              ; preds = %270, %218
  %203 = phi i64 [ %219, %218 ], [ 0, %270 ]
  %204 = mul nuw nsw i64 %203, 10
  %205 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %204
  %206 = load i32, i32* %205, align 8, !tbaa !2
  br label %213

207:                                              ; preds = %213
  %208 = add nuw nsw i64 %216, %204
  %209 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %208
  %210 = load i32, i32* %209, align 4, !tbaa !2
  %211 = add nsw i32 %210, %214
  %212 = icmp eq i32 %211, 0
  br i1 %212, label %221, label %213, !llvm.loop !14

213:                                              ; preds = %202, %207
  %214 = phi i32 [ %206, %202 ], [ %211, %207 ]
  %215 = phi i64 [ 0, %202 ], [ %216, %207 ]
  %216 = add nuw nsw i64 %215, 1
  %217 = icmp eq i64 %216, 10
  br i1 %217, label %218, label %207, !llvm.loop !14

218:                                              ; preds = %213
  %219 = add nuw nsw i64 %203, 1
  %220 = icmp eq i64 %219, 20
  br i1 %220, label %226, label %202, !llvm.loop !15

221:                                              ; preds = %207
  %222 = trunc i64 %216 to i32
  %223 = trunc i64 %203 to i32
  %224 = mul nsw i32 %223, 100
  %225 = add nuw nsw i32 %224, %222
  br label %226

226:                                              ; preds = %218, %221
  %227 = phi i32 [ %225, %221 ], [ -1, %218 ]
  %228 = xor i32 %227, %146
  %229 = mul i32 %228, 16777619
  store i32 %229, i32* @h, align 4, !tbaa !2
  br label %230

230:                                              ; preds = %230, %226
  %231 = phi i64 [ 199, %226 ], [ %237, %230 ]
  %232 = phi i32 [ 0, %226 ], [ %236, %230 ]
  %233 = mul i32 %232, 31
  %234 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %231
  %235 = load i32, i32* %234, align 4, !tbaa !2
  %236 = add i32 %235, %233
  %237 = add nsw i64 %231, -1
  %238 = icmp eq i64 %231, 0
  br i1 %238, label %239, label %230, !llvm.loop !19

239:                                              ; preds = %230
  %240 = xor i32 %236, %229
  %241 = mul i32 %240, 16777619
  store i32 %241, i32* @h, align 4, !tbaa !2
  br label %242

242:                                              ; preds = %261, %239
  %243 = phi i64 [ 0, %239 ], [ %264, %261 ]
  %244 = phi i32 [ 1, %239 ], [ %263, %261 ]
  %245 = phi i32 [ 0, %239 ], [ %262, %261 ]
  %246 = icmp ugt i32 %244, 1
  br i1 %246, label %250, label %261

247:                                              ; preds = %250
  %248 = add nsw i64 %252, -1
  %249 = icmp slt i64 %260, %248
  br i1 %249, label %250, label %261, !llvm.loop !20

250:                                              ; preds = %242, %247
  %251 = phi i64 [ %260, %247 ], [ 0, %242 ]
  %252 = phi i64 [ %248, %247 ], [ %243, %242 ]
  %253 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %251
  %254 = load i32, i32* %253, align 4, !tbaa !2
  %255 = srem i32 %254, 7
  %256 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %252
  %257 = load i32, i32* %256, align 4, !tbaa !2
  %258 = srem i32 %257, 7
  %259 = icmp eq i32 %255, %258
  %260 = add nuw nsw i64 %251, 1
  br i1 %259, label %247, label %261

261:                                              ; preds = %250, %247, %242
  %262 = phi i32 [ %244, %242 ], [ %245, %250 ], [ %244, %247 ]
  %263 = add nuw nsw i32 %244, 1
  %264 = add nuw nsw i64 %243, 1
  %265 = icmp eq i64 %264, 80
  br i1 %265, label %266, label %242, !llvm.loop !21

266:                                              ; preds = %261
  %267 = xor i32 %262, %241
  %268 = mul i32 %267, 16777619
  store i32 %268, i32* @h, align 4, !tbaa !2
  %269 = and i32 %268, 2147483647
  ret i32 %269

270:                                              ; preds = %142, %270
  %271 = phi i64 [ 0, %142 ], [ %276, %270 ]
  %272 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %271
  %273 = load i32, i32* %272, align 4, !tbaa !2
  %274 = srem i32 %273, 5
  %275 = add nsw i32 %274, -2
  store i32 %275, i32* %272, align 4, !tbaa !2
  %276 = add nuw nsw i64 %271, 1
  %277 = icmp eq i64 %276, 200
  br i1 %277, label %202, label %270, !llvm.loop !22
}

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !8}
!19 = distinct !{!19, !7, !8}
!20 = distinct !{!20, !7, !8}
!21 = distinct !{!21, !7, !8}
!22 = distinct !{!22, !7, !8}
