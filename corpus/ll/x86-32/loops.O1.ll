; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@data = dso_local local_unnamed_addr global [200 x i32] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %40

1:                                                ; preds = %40, %12
  %2 = phi i32 [ %14, %12 ], [ 0, %40 ]
  %3 = phi i32 [ %13, %12 ], [ 0, %40 ]
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %2
  %5 = load i32, i32* %4, align 4, !tbaa !3
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
  %14 = add nuw nsw i32 %2, 1
  %15 = icmp eq i32 %14, 200
  br i1 %15, label %16, label %1, !llvm.loop !7

16:                                               ; preds = %8, %12
  %17 = phi i32 [ %3, %8 ], [ %13, %12 ]
  %18 = load i32, i32* @h, align 4, !tbaa !3
  %19 = xor i32 %18, %17
  %20 = mul i32 %19, 16777619
  store i32 %20, i32* @h, align 4, !tbaa !3
  br label %21

21:                                               ; preds = %32, %16
  %22 = phi i32 [ 0, %16 ], [ %34, %32 ]
  %23 = phi i32 [ 0, %16 ], [ %33, %32 ]
  %24 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %22
  %25 = load i32, i32* %24, align 4, !tbaa !3
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
  %34 = add nuw nsw i32 %22, 1
  %35 = icmp eq i32 %34, 200
  br i1 %35, label %36, label %21, !llvm.loop !7

36:                                               ; preds = %28, %32
  %37 = phi i32 [ %23, %28 ], [ %33, %32 ]
  %38 = xor i32 %37, %20
  %39 = mul i32 %38, 16777619
  store i32 %39, i32* @h, align 4, !tbaa !3
  br label %64

40:                                               ; preds = %0, %40
  %41 = phi i32 [ 7, %0 ], [ %44, %40 ]
  %42 = phi i32 [ 0, %0 ], [ %48, %40 ]
  %43 = mul i32 %41, 1664525
  %44 = add i32 %43, 1013904223
  %45 = lshr i32 %44, 20
  %46 = add nsw i32 %45, -2048
  %47 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %42
  store i32 %46, i32* %47, align 4, !tbaa !3
  %48 = add nuw nsw i32 %42, 1
  %49 = icmp eq i32 %48, 200
  br i1 %49, label %1, label %40, !llvm.loop !10

50:                                               ; preds = %79
  store i32 %82, i32* @h, align 4, !tbaa !3
  br label %51

51:                                               ; preds = %50, %56
  %52 = phi i32 [ %57, %56 ], [ 0, %50 ]
  %53 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4, !tbaa !3
  %55 = icmp eq i32 %54, 99999
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  %57 = add nuw nsw i32 %52, 1
  %58 = icmp eq i32 %57, 200
  br i1 %58, label %59, label %51, !llvm.loop !11

59:                                               ; preds = %51, %56
  %60 = phi i32 [ -1, %56 ], [ %52, %51 ]
  %61 = load i32, i32* @h, align 4, !tbaa !3
  %62 = xor i32 %61, %60
  %63 = mul i32 %62, 16777619
  store i32 %63, i32* @h, align 4, !tbaa !3
  br label %86

64:                                               ; preds = %36, %79
  %65 = phi i32 [ 0, %36 ], [ %83, %79 ]
  %66 = phi i32 [ %39, %36 ], [ %82, %79 ]
  %67 = mul nuw nsw i32 %65, 37
  %68 = urem i32 %67, 200
  %69 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %68
  %70 = load i32, i32* %69, align 4, !tbaa !3
  br label %71

71:                                               ; preds = %76, %64
  %72 = phi i32 [ 0, %64 ], [ %77, %76 ]
  %73 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !3
  %75 = icmp eq i32 %74, %70
  br i1 %75, label %79, label %76

76:                                               ; preds = %71
  %77 = add nuw nsw i32 %72, 1
  %78 = icmp eq i32 %77, 200
  br i1 %78, label %79, label %71, !llvm.loop !11

79:                                               ; preds = %71, %76
  %80 = phi i32 [ -1, %76 ], [ %72, %71 ]
  %81 = xor i32 %66, %80
  %82 = mul i32 %81, 16777619
  %83 = add nuw nsw i32 %65, 1
  %84 = icmp eq i32 %83, 40
  br i1 %84, label %50, label %64, !llvm.loop !12

85:                                               ; preds = %102
  store i32 %104, i32* @h, align 4, !tbaa !3
  br label %107

86:                                               ; preds = %59, %102
  %87 = phi i32 [ 1, %59 ], [ %105, %102 ]
  %88 = phi i32 [ %63, %59 ], [ %104, %102 ]
  %89 = mul i32 %87, -1640531535
  br label %90

90:                                               ; preds = %97, %86
  %91 = phi i32 [ %89, %86 ], [ %98, %97 ]
  %92 = phi i32 [ 0, %86 ], [ %99, %97 ]
  %93 = urem i32 %91, 10
  %94 = add i32 %92, %93
  %95 = udiv i32 %91, 10
  %96 = icmp ult i32 %91, 10
  br i1 %96, label %100, label %97

97:                                               ; preds = %90, %100
  %98 = phi i32 [ %95, %90 ], [ %94, %100 ]
  %99 = phi i32 [ %94, %90 ], [ 0, %100 ]
  br label %90, !llvm.loop !13

100:                                              ; preds = %90
  %101 = icmp ugt i32 %94, 9
  br i1 %101, label %97, label %102

102:                                              ; preds = %100
  %103 = xor i32 %88, %94
  %104 = mul i32 %103, 16777619
  %105 = add nuw nsw i32 %87, 31
  %106 = icmp ult i32 %87, 2969
  br i1 %106, label %86, label %85, !llvm.loop !14

107:                                              ; preds = %85, %174
  %108 = phi i32 [ -40, %85 ], [ %187, %174 ]
  %109 = phi i32 [ -1, %85 ], [ %176, %174 ]
  %110 = phi i32 [ -1, %85 ], [ %175, %174 ]
  %111 = phi i32 [ %104, %85 ], [ %186, %174 ]
  br label %140

112:                                              ; preds = %174
  store i32 %186, i32* @h, align 4, !tbaa !3
  br label %113

113:                                              ; preds = %112, %129
  %114 = phi i32 [ %130, %129 ], [ 0, %112 ]
  %115 = mul nuw nsw i32 %114, 10
  %116 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %115
  %117 = load i32, i32* %116, align 4, !tbaa !3
  br label %124

118:                                              ; preds = %124
  %119 = add nuw nsw i32 %127, %115
  %120 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %119
  %121 = load i32, i32* %120, align 4, !tbaa !3
  %122 = add nsw i32 %121, %125
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %132, label %124, !llvm.loop !15

124:                                              ; preds = %113, %118
  %125 = phi i32 [ %117, %113 ], [ %122, %118 ]
  %126 = phi i32 [ 0, %113 ], [ %127, %118 ]
  %127 = add nuw nsw i32 %126, 1
  %128 = icmp eq i32 %127, 10
  br i1 %128, label %129, label %118, !llvm.loop !15

129:                                              ; preds = %124
  %130 = add nuw nsw i32 %114, 1
  %131 = icmp eq i32 %130, 20
  br i1 %131, label %135, label %113, !llvm.loop !16

132:                                              ; preds = %118
  %133 = mul nsw i32 %114, 100
  %134 = add nuw nsw i32 %127, %133
  br label %135

135:                                              ; preds = %129, %132
  %136 = phi i32 [ %134, %132 ], [ -1, %129 ]
  %137 = load i32, i32* @h, align 4, !tbaa !3
  %138 = xor i32 %137, %136
  %139 = mul i32 %138, 16777619
  store i32 %139, i32* @h, align 4, !tbaa !3
  br label %255

140:                                              ; preds = %107, %169
  %141 = phi i32 [ %170, %169 ], [ %110, %107 ]
  %142 = phi i32 [ %171, %169 ], [ %109, %107 ]
  %143 = phi i32 [ %146, %169 ], [ 0, %107 ]
  %144 = icmp eq i32 %143, 40
  br i1 %144, label %174, label %145

145:                                              ; preds = %140
  %146 = add nuw nsw i32 %143, 1
  %147 = icmp ne i32 %143, 39
  br i1 %147, label %148, label %169

148:                                              ; preds = %145
  %149 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %143
  %150 = load i32, i32* %149, align 4, !tbaa !3
  %151 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %146
  %152 = load i32, i32* %151, align 4, !tbaa !3
  %153 = add nsw i32 %152, %150
  %154 = icmp eq i32 %153, %108
  br i1 %154, label %169, label %160

155:                                              ; preds = %160
  %156 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %162
  %157 = load i32, i32* %156, align 4, !tbaa !3
  %158 = add nsw i32 %157, %150
  %159 = icmp eq i32 %158, %108
  br i1 %159, label %164, label %160, !llvm.loop !17

160:                                              ; preds = %148, %155
  %161 = phi i32 [ %162, %155 ], [ %146, %148 ]
  %162 = add nuw nsw i32 %161, 1
  %163 = icmp eq i32 %162, 40
  br i1 %163, label %164, label %155, !llvm.loop !17

164:                                              ; preds = %155, %160
  %165 = phi i32 [ %143, %155 ], [ %141, %160 ]
  %166 = phi i32 [ %162, %155 ], [ %142, %160 ]
  %167 = phi i32 [ 1, %155 ], [ 5, %160 ]
  %168 = icmp ult i32 %161, 39
  br label %169

169:                                              ; preds = %164, %148, %145
  %170 = phi i32 [ %141, %145 ], [ %143, %148 ], [ %165, %164 ]
  %171 = phi i32 [ %142, %145 ], [ %146, %148 ], [ %166, %164 ]
  %172 = phi i1 [ %147, %145 ], [ true, %148 ], [ %168, %164 ]
  %173 = phi i32 [ 5, %145 ], [ 1, %148 ], [ %167, %164 ]
  br i1 %172, label %174, label %140, !llvm.loop !18

174:                                              ; preds = %140, %169
  %175 = phi i32 [ %141, %140 ], [ %170, %169 ]
  %176 = phi i32 [ %142, %140 ], [ %171, %169 ]
  %177 = phi i32 [ 2, %140 ], [ %173, %169 ]
  %178 = icmp ne i32 %177, 2
  %179 = zext i1 %178 to i32
  %180 = xor i32 %111, %179
  %181 = mul i32 %180, 16777619
  %182 = mul nsw i32 %175, 1000
  %183 = add nsw i32 %182, %176
  %184 = xor i32 %181, %183
  %185 = mul i32 %184, 16777619
  %186 = select i1 %178, i32 %185, i32 %181
  %187 = add nsw i32 %108, 13
  %188 = icmp slt i32 %108, 27
  br i1 %188, label %107, label %112, !llvm.loop !19

189:                                              ; preds = %255, %205
  %190 = phi i32 [ %206, %205 ], [ 0, %255 ]
  %191 = mul nuw nsw i32 %190, 10
  %192 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %191
  %193 = load i32, i32* %192, align 4, !tbaa !3
  br label %200

194:                                              ; preds = %200
  %195 = add nuw nsw i32 %203, %191
  %196 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %195
  %197 = load i32, i32* %196, align 4, !tbaa !3
  %198 = add nsw i32 %197, %201
  %199 = icmp eq i32 %198, 0
  br i1 %199, label %208, label %200, !llvm.loop !15

200:                                              ; preds = %189, %194
  %201 = phi i32 [ %193, %189 ], [ %198, %194 ]
  %202 = phi i32 [ 0, %189 ], [ %203, %194 ]
  %203 = add nuw nsw i32 %202, 1
  %204 = icmp eq i32 %203, 10
  br i1 %204, label %205, label %194, !llvm.loop !15

205:                                              ; preds = %200
  %206 = add nuw nsw i32 %190, 1
  %207 = icmp eq i32 %206, 20
  br i1 %207, label %211, label %189, !llvm.loop !16

208:                                              ; preds = %194
  %209 = mul nsw i32 %190, 100
  %210 = add nuw nsw i32 %203, %209
  br label %211

211:                                              ; preds = %205, %208
  %212 = phi i32 [ %210, %208 ], [ -1, %205 ]
  %213 = xor i32 %212, %139
  %214 = mul i32 %213, 16777619
  store i32 %214, i32* @h, align 4, !tbaa !3
  br label %215

215:                                              ; preds = %215, %211
  %216 = phi i32 [ 199, %211 ], [ %222, %215 ]
  %217 = phi i32 [ 0, %211 ], [ %221, %215 ]
  %218 = mul i32 %217, 31
  %219 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %216
  %220 = load i32, i32* %219, align 4, !tbaa !3
  %221 = add i32 %220, %218
  %222 = add nsw i32 %216, -1
  %223 = icmp eq i32 %216, 0
  br i1 %223, label %224, label %215, !llvm.loop !20

224:                                              ; preds = %215
  %225 = xor i32 %221, %214
  %226 = mul i32 %225, 16777619
  store i32 %226, i32* @h, align 4, !tbaa !3
  br label %227

227:                                              ; preds = %247, %224
  %228 = phi i32 [ 1, %224 ], [ %249, %247 ]
  %229 = phi i32 [ 0, %224 ], [ %248, %247 ]
  %230 = icmp ugt i32 %228, 1
  br i1 %230, label %231, label %247

231:                                              ; preds = %227
  %232 = add nsw i32 %228, -1
  br label %236

233:                                              ; preds = %236
  %234 = add nsw i32 %237, -1
  %235 = icmp slt i32 %246, %234
  br i1 %235, label %236, label %247, !llvm.loop !21

236:                                              ; preds = %233, %231
  %237 = phi i32 [ %234, %233 ], [ %232, %231 ]
  %238 = phi i32 [ %246, %233 ], [ 0, %231 ]
  %239 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %238
  %240 = load i32, i32* %239, align 4, !tbaa !3
  %241 = srem i32 %240, 7
  %242 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %237
  %243 = load i32, i32* %242, align 4, !tbaa !3
  %244 = srem i32 %243, 7
  %245 = icmp eq i32 %241, %244
  %246 = add nuw nsw i32 %238, 1
  br i1 %245, label %233, label %247

247:                                              ; preds = %236, %233, %227
  %248 = phi i32 [ %228, %227 ], [ %229, %236 ], [ %228, %233 ]
  %249 = add nuw nsw i32 %228, 1
  %250 = icmp eq i32 %249, 81
  br i1 %250, label %251, label %227, !llvm.loop !22

251:                                              ; preds = %247
  %252 = xor i32 %248, %226
  %253 = mul i32 %252, 16777619
  store i32 %253, i32* @h, align 4, !tbaa !3
  %254 = and i32 %253, 2147483647
  ret i32 %254

255:                                              ; preds = %135, %255
  %256 = phi i32 [ 0, %135 ], [ %261, %255 ]
  %257 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %256
  %258 = load i32, i32* %257, align 4, !tbaa !3
  %259 = srem i32 %258, 5
  %260 = add nsw i32 %259, -2
  store i32 %260, i32* %257, align 4, !tbaa !3
  %261 = add nuw nsw i32 %256, 1
  %262 = icmp eq i32 %261, 200
  br i1 %262, label %189, label %255, !llvm.loop !23
}

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !8, !9}
!12 = distinct !{!12, !8, !9}
!13 = distinct !{!13, !8, !9}
!14 = distinct !{!14, !8, !9}
!15 = distinct !{!15, !8, !9}
!16 = distinct !{!16, !8, !9}
!17 = distinct !{!17, !8, !9}
!18 = distinct !{!18, !8, !9}
!19 = distinct !{!19, !8, !9}
!20 = distinct !{!20, !8, !9}
!21 = distinct !{!21, !8, !9}
!22 = distinct !{!22, !8, !9}
!23 = distinct !{!23, !8, !9}
