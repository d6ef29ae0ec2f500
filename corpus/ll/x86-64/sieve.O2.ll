; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@composite = internal global [3000 x i8] zeroinitializer, align 16
@bits = internal unnamed_addr global [94 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = tail call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 0), i32 noundef 0, i64 noundef 3000) #3
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 1), align 1, !tbaa !2
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 0), align 16, !tbaa !2
  br label %5

5:                                                ; preds = %0, %20
  %6 = phi i64 [ 2, %0 ], [ %21, %20 ]
  %7 = phi i32 [ 4, %0 ], [ %23, %20 ]
  %8 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %6
  %9 = load i8, i8* %8, align 1, !tbaa !2
  %10 = icmp eq i8 %9, 0
  %11 = icmp ult i32 %7, 3000
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %20

13:                                               ; preds = %5
  %14 = zext i32 %7 to i64
  br label %15

15:                                               ; preds = %13, %15
  %16 = phi i64 [ %14, %13 ], [ %18, %15 ]
  %17 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %16
  store i8 1, i8* %17, align 1, !tbaa !2
  %18 = add nuw nsw i64 %16, %6
  %19 = icmp ult i64 %18, 3000
  br i1 %19, label %15, label %20, !llvm.loop !5

20:                                               ; preds = %15, %5
  %21 = add nuw nsw i64 %6, 1
  %22 = trunc i64 %21 to i32
  %23 = mul nsw i32 %22, %22
  %24 = icmp eq i64 %21, 55
  br i1 %24, label %28, label %5, !llvm.loop !7

25:                                               ; preds = %28
  %26 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i64 0, i64 0), align 16, !tbaa !8
  %27 = or i32 %26, 1
  store i32 %27, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i64 0, i64 0), align 16, !tbaa !8
  br label %35

28:                                               ; preds = %20, %28
  %29 = phi i64 [ %33, %28 ], [ 0, %20 ]
  %30 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %29
  store i32 0, i32* %30, align 8, !tbaa !8
  %31 = or i64 %29, 1
  %32 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %31
  store i32 0, i32* %32, align 4, !tbaa !8
  %33 = add nuw nsw i64 %29, 2
  %34 = icmp eq i64 %33, 94
  br i1 %34, label %25, label %28, !llvm.loop !10

35:                                               ; preds = %25, %63
  %36 = phi i32 [ 9, %25 ], [ %67, %63 ]
  %37 = phi i32 [ 3, %25 ], [ %66, %63 ]
  %38 = phi i32 [ 1, %25 ], [ %64, %63 ]
  %39 = lshr i32 %38, 5
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !8
  %43 = shl nuw i32 1, %38
  %44 = and i32 %42, %43
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %63

46:                                               ; preds = %35
  %47 = add nsw i32 %36, -1
  %48 = icmp ult i32 %47, 3000
  br i1 %48, label %49, label %63

49:                                               ; preds = %46
  %50 = lshr exact i32 %47, 1
  br label %51

51:                                               ; preds = %49, %51
  %52 = phi i32 [ %60, %51 ], [ %50, %49 ]
  %53 = and i32 %52, 31
  %54 = shl nuw i32 1, %53
  %55 = lshr i32 %52, 5
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %56
  %58 = load i32, i32* %57, align 4, !tbaa !8
  %59 = or i32 %58, %54
  store i32 %59, i32* %57, align 4, !tbaa !8
  %60 = add nuw i32 %52, %37
  %61 = shl i32 %60, 1
  %62 = icmp ult i32 %61, 3000
  br i1 %62, label %51, label %63, !llvm.loop !11

63:                                               ; preds = %51, %46, %35
  %64 = add nuw nsw i32 %38, 1
  %65 = shl nuw i32 %64, 1
  %66 = or i32 %65, 1
  %67 = mul i32 %66, %66
  %68 = icmp eq i32 %64, 27
  br i1 %68, label %69, label %35, !llvm.loop !12

69:                                               ; preds = %63
  %70 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 2), align 2, !tbaa !2
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %72, label %106

72:                                               ; preds = %106, %69
  %73 = phi i32 [ 1, %69 ], [ 0, %106 ]
  %74 = phi i32 [ 118251589, %69 ], [ -2128831035, %106 ]
  %75 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 3), align 1, !tbaa !2
  %76 = icmp eq i8 %75, 0
  %77 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i64 0, i64 0), align 16, !tbaa !8
  %78 = and i32 %77, 2
  %79 = icmp eq i32 %78, 0
  %80 = xor i1 %76, %79
  br i1 %80, label %81, label %82

81:                                               ; preds = %72
  tail call void @abort() #3
  br label %82

82:                                               ; preds = %81, %72
  br i1 %76, label %83, label %87

83:                                               ; preds = %82
  %84 = add nuw nsw i32 %73, 1
  %85 = xor i32 %74, 3
  %86 = mul i32 %85, 16777619
  br label %87

87:                                               ; preds = %83, %82
  %88 = phi i32 [ %86, %83 ], [ %74, %82 ]
  %89 = phi i32 [ %84, %83 ], [ %73, %82 ]
  %90 = phi i32 [ 1, %83 ], [ 0, %82 ]
  %91 = phi i32 [ 3, %83 ], [ 2, %82 ]
  %92 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 4), align 4, !tbaa !2
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %94, label %101

94:                                               ; preds = %87
  tail call void @abort() #3
  %95 = add nsw i32 %89, 1
  %96 = sub nuw nsw i32 4, %91
  %97 = icmp ugt i32 %96, %90
  %98 = select i1 %97, i32 %96, i32 %90
  %99 = xor i32 %88, 4
  %100 = mul i32 %99, 16777619
  br label %101

101:                                              ; preds = %87, %94
  %102 = phi i32 [ %100, %94 ], [ %88, %87 ]
  %103 = phi i32 [ %95, %94 ], [ %89, %87 ]
  %104 = phi i32 [ %98, %94 ], [ %90, %87 ]
  %105 = phi i32 [ 4, %94 ], [ %91, %87 ]
  br label %109

106:                                              ; preds = %69
  tail call void @abort() #3
  br label %72

107:                                              ; preds = %150
  %108 = icmp eq i32 %152, 430
  br i1 %108, label %159, label %158

109:                                              ; preds = %101, %150
  %110 = phi i64 [ %156, %150 ], [ 5, %101 ]
  %111 = phi i32 [ %155, %150 ], [ %105, %101 ]
  %112 = phi i32 [ %154, %150 ], [ %104, %101 ]
  %113 = phi i32 [ %153, %150 ], [ 0, %101 ]
  %114 = phi i32 [ %152, %150 ], [ %103, %101 ]
  %115 = phi i32 [ %151, %150 ], [ %102, %101 ]
  %116 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %110
  %117 = load i8, i8* %116, align 1, !tbaa !2
  %118 = icmp eq i8 %117, 0
  %119 = trunc i64 %110 to i32
  %120 = and i32 %119, 1
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %123

122:                                              ; preds = %109
  br i1 %118, label %134, label %150

123:                                              ; preds = %109
  %124 = lshr i64 %110, 6
  %125 = and i64 %124, 67108863
  %126 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %125
  %127 = load i32, i32* %126, align 4, !tbaa !8
  %128 = lshr i32 %119, 1
  %129 = and i32 %128, 31
  %130 = shl nuw i32 1, %129
  %131 = and i32 %127, %130
  %132 = icmp eq i32 %131, 0
  %133 = xor i1 %118, %132
  br i1 %133, label %134, label %135

134:                                              ; preds = %122, %123
  tail call void @abort() #3
  br label %135

135:                                              ; preds = %134, %123
  br i1 %118, label %136, label %150

136:                                              ; preds = %135
  %137 = add nsw i64 %110, -2
  %138 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %137
  %139 = load i8, i8* %138, align 1, !tbaa !2
  %140 = icmp eq i8 %139, 0
  %141 = zext i1 %140 to i32
  %142 = add i32 %113, %141
  %143 = add i32 %114, 1
  %144 = trunc i64 %110 to i32
  %145 = sub i32 %144, %111
  %146 = icmp ugt i32 %145, %112
  %147 = select i1 %146, i32 %145, i32 %112
  %148 = xor i32 %115, %144
  %149 = mul i32 %148, 16777619
  br label %150

150:                                              ; preds = %122, %135, %136
  %151 = phi i32 [ %149, %136 ], [ %115, %135 ], [ %115, %122 ]
  %152 = phi i32 [ %143, %136 ], [ %114, %135 ], [ %114, %122 ]
  %153 = phi i32 [ %142, %136 ], [ %113, %135 ], [ %113, %122 ]
  %154 = phi i32 [ %147, %136 ], [ %112, %135 ], [ %112, %122 ]
  %155 = phi i32 [ %144, %136 ], [ %111, %135 ], [ %111, %122 ]
  %156 = add nuw nsw i64 %110, 1
  %157 = icmp eq i64 %156, 3000
  br i1 %157, label %107, label %109, !llvm.loop !13

158:                                              ; preds = %107
  tail call void @abort() #3
  br label %159

159:                                              ; preds = %158, %107
  %160 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %160) #4
  br label %161

161:                                              ; preds = %161, %159
  %162 = phi i64 [ %167, %161 ], [ 0, %159 ]
  %163 = phi i32 [ %169, %161 ], [ %152, %159 ]
  %164 = urem i32 %163, 10
  %165 = trunc i32 %164 to i8
  %166 = or i8 %165, 48
  %167 = add nuw i64 %162, 1
  %168 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %162
  store i8 %166, i8* %168, align 1, !tbaa !2
  %169 = udiv i32 %163, 10
  %170 = icmp ult i32 %163, 10
  br i1 %170, label %171, label %161, !llvm.loop !15

171:                                              ; preds = %161
  %172 = shl i64 %167, 32
  %173 = ashr exact i64 %172, 32
  br label %174

174:                                              ; preds = %174, %171
  %175 = phi i64 [ %173, %171 ], [ %176, %174 ]
  %176 = add nsw i64 %175, -1
  %177 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %176
  %178 = load i8, i8* %177, align 1, !tbaa !2
  %179 = sext i8 %178 to i32
  %180 = tail call i32 @putchar(i32 noundef %179) #3
  %181 = icmp eq i64 %176, 0
  br i1 %181, label %182, label %174, !llvm.loop !16

182:                                              ; preds = %174
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %160) #4
  %183 = tail call i32 @putchar(i32 noundef 32) #3
  %184 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %184) #4
  br label %185

185:                                              ; preds = %185, %182
  %186 = phi i64 [ %191, %185 ], [ 0, %182 ]
  %187 = phi i32 [ %193, %185 ], [ %153, %182 ]
  %188 = urem i32 %187, 10
  %189 = trunc i32 %188 to i8
  %190 = or i8 %189, 48
  %191 = add nuw i64 %186, 1
  %192 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 %186
  store i8 %190, i8* %192, align 1, !tbaa !2
  %193 = udiv i32 %187, 10
  %194 = icmp ult i32 %187, 10
  br i1 %194, label %195, label %185, !llvm.loop !15

195:                                              ; preds = %185
  %196 = shl i64 %191, 32
  %197 = ashr exact i64 %196, 32
  br label %198

198:                                              ; preds = %198, %195
  %199 = phi i64 [ %197, %195 ], [ %200, %198 ]
  %200 = add nsw i64 %199, -1
  %201 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 %200
  %202 = load i8, i8* %201, align 1, !tbaa !2
  %203 = sext i8 %202 to i32
  %204 = tail call i32 @putchar(i32 noundef %203) #3
  %205 = icmp eq i64 %200, 0
  br i1 %205, label %206, label %198, !llvm.loop !16

206:                                              ; preds = %198
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %184) #4
  %207 = tail call i32 @putchar(i32 noundef 32) #3
  %208 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %208) #4
  br label %209

209:                                              ; preds = %209, %206
  %210 = phi i64 [ %215, %209 ], [ 0, %206 ]
  %211 = phi i32 [ %217, %209 ], [ %154, %206 ]
  %212 = urem i32 %211, 10
  %213 = trunc i32 %212 to i8
  %214 = or i8 %213, 48
  %215 = add nuw i64 %210, 1
  %216 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 %210
  store i8 %214, i8* %216, align 1, !tbaa !2
  %217 = udiv i32 %211, 10
  %218 = icmp ult i32 %211, 10
  br i1 %218, label %219, label %209, !llvm.loop !15

219:                                              ; preds = %209
  %220 = shl i64 %215, 32
  %221 = ashr exact i64 %220, 32
  br label %222

222:                                              ; preds = %222, %219
  %223 = phi i64 [ %221, %219 ], [ %224, %222 ]
  %224 = add nsw i64 %223, -1
  %225 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 %224
  %226 = load i8, i8* %225, align 1, !tbaa !2
  %227 = sext i8 %226 to i32
  %228 = tail call i32 @putchar(i32 noundef %227) #3
  %229 = icmp eq i64 %224, 0
  br i1 %229, label %230, label %222, !llvm.loop !16

230:                                              ; preds = %222
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %208) #4
  %231 = tail call i32 @putchar(i32 noundef 10) #3
  %232 = xor i32 %153, %151
  %233 = shl i32 %154, 16
  %234 = xor i32 %232, %233
  %235 = mul i32 %234, 16777619
  %236 = and i32 %235, 2147483647
  tail call void @exit(i32 noundef %236) #3
  ret i32 0
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local void @exit(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !3, i64 0}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6, !14}
!14 = !{!"llvm.loop.peeled.count", i32 3}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
